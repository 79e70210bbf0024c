import { useAgenda } from '@inzira/shared-data/consultations';
import { DataView, SkeletonList } from '@inzira/shared-ui/states';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { AgendaDays } from './agenda-days';
import { addKigaliDays, dayInWords, kigaliToday, weekOf } from './kigali-days';

type Span = 'day' | 'week';
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The team's agenda (docs/consultations.md, "Agenda"): a day or a week of consultations by
 * appointment time, in Kigali time. The day and the span live in the URL, so a reload or a
 * shared link shows the same view.
 */
export function AgendaView({ listUrl }: { listUrl: string }) {
  const [params, setParams] = useSearchParams();
  const span: Span = params.get('view') === 'week' ? 'week' : 'day';
  const requested = params.get('day') ?? '';
  const day = dayPattern.test(requested) ? requested : kigaliToday();
  const firstDay = span === 'week' ? weekOf(day) : day;
  const days = span === 'week' ? 7 : 1;
  const agenda = useAgenda(firstDay, days);
  const go = (next: { day?: string; view?: Span }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.day) updated.set('day', next.day);
      if (next.view) updated.set('view', next.view);
      return updated;
    });
  const heading = span === 'week' ? `Week of ${dayInWords(firstDay)}` : dayInWords(firstDay);

  return (
    <Paper component="section" aria-labelledby="agenda-range" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id="agenda-range" variant="h6" component="h2">
          {heading}{' '}
          <Typography component="span" color="text.secondary">
            (Kigali time)
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={span}
            aria-label="Show"
            onChange={(_, value: Span | null) => value && go({ view: value })}
          >
            <ToggleButton value="day">Day</ToggleButton>
            <ToggleButton value="week">Week</ToggleButton>
          </ToggleButtonGroup>
          <Button size="small" onClick={() => go({ day: addKigaliDays(firstDay, -days) })}>
            Previous
          </Button>
          <Button size="small" onClick={() => go({ day: kigaliToday() })}>
            Today
          </Button>
          <Button size="small" onClick={() => go({ day: addKigaliDays(firstDay, days) })}>
            Next
          </Button>
        </Stack>
      </Stack>
      <DataView query={agenda} loading={<SkeletonList count={4} />}>
        {(entries) => (
          <AgendaDays
            firstDay={firstDay}
            days={days}
            entries={entries}
            listUrl={listUrl}
            headingLevel="h3"
          />
        )}
      </DataView>
    </Paper>
  );
}
