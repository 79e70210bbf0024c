import { lazyNamed } from '@inzira/shared-ui/lazy';
import {
  useUpcomingEvents,
  type InziraEvent,
  type LocalizedEvent,
} from '@inzira/shared-data/events';
import { OtherLanguageLabel } from '@inzira/shared-ui/card-parts';
import { CardSkeletonGrid, DataView } from '@inzira/shared-ui/states';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Suspense, useState } from 'react';
import { CardGrid } from '../../common/card-grid';
import { opensForm } from '../../common/opens-form';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';
import { inEnglishOn } from '../../common/translation-note';
import { kigaliRange } from '../../i18n/formats';

// The registration form (Formik, yup, dialog) loads on the first Register click only.
const RegistrationDialog = lazyNamed(() => import('./registration-dialog'), 'RegistrationDialog');

// Events are announced in Kigali; a visitor abroad still reads the organiser's dates and times.
const eventDates = (event: InziraEvent) => kigaliRange(event.from_date, event.to_date);

function EventCard({ event, onRegister }: { event: LocalizedEvent; onRegister: () => void }) {
  // Shown in English when its translation is missing: said on the card, not per paragraph.
  const english = inEnglishOn(event.missing);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        {english && <OtherLanguageLabel label={english.label} />}
        <Typography variant="h6" component="h3" lang={english?.lang}>
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {eventDates(event)}
          {event.location ? ` · ${event.location}` : ''}
        </Typography>
        <Typography variant="body2" lang={english?.lang}>
          {event.description}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <EmojiEventsOutlinedIcon fontSize="small" color="warning" aria-hidden />
          <span>{m.event_prize({ prize: event.prize })}</span>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={onRegister}
          aria-label={m.event_register_for({ title: event.title })}
          {...opensForm('registration')}
        >
          {m.event_register()}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The competitions page's upcoming published events, each open for registration. */
export function UpcomingEvents() {
  const events = useUpcomingEvents({ locale: siteLocale() });
  const [selected, setSelected] = useState<{ event: InziraEvent; session: number } | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <DataView
        query={events}
        loading={<CardSkeletonGrid count={3} mediaHeight={0} label={m.events_loading()} />}
        empty={{
          title: m.events_empty_title(),
          text: m.events_empty_text(),
          headingLevel: 'h3',
        }}
      >
        {(events) => (
          <CardGrid items={events} keyOf={(event) => event.id} size={{ xs: 12, sm: 6, md: 4 }}>
            {(event) => (
              <EventCard
                event={event}
                onRegister={() => {
                  setSelected((previous) => ({ event, session: (previous?.session ?? 0) + 1 }));
                  setOpen(true);
                }}
              />
            )}
          </CardGrid>
        )}
      </DataView>
      {selected && (
        <Suspense fallback={null}>
          <RegistrationDialog
            key={selected.session}
            event={selected.event}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
