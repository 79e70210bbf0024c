import type { AgendaEntry } from '@inzira/shared-data/consultations';
import { StatusBadge } from '@inzira/shared-ui/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { addKigaliDays, dayInWords, kigaliDayOf, kigaliTimeOf } from './kigali-days';

export interface AgendaDaysProps {
  firstDay: string;
  days: number;
  entries: readonly AgendaEntry[];
  /** The consultations list, whose `?id=` opens one consultation. */
  listUrl: string;
  /** Headings' level inside the page: h2 on the agenda, h3 inside a dashboard card. */
  headingLevel?: 'h2' | 'h3';
  /** Names a day by this instead of its date, e.g. "Today". */
  dayName?: (day: string, index: number) => string | undefined;
}

/** Each Kigali day with its appointments by time; a day without any says so. */
export function AgendaDays({
  firstDay,
  days,
  entries,
  listUrl,
  headingLevel = 'h2',
  dayName,
}: AgendaDaysProps) {
  const dayList = Array.from({ length: days }, (_, index) => addKigaliDays(firstDay, index));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {dayList.map((day, index) => {
        const ofDay = entries.filter((entry) => kigaliDayOf(entry.scheduled_for) === day);
        const name = dayName?.(day, index);
        return (
          <Box component="section" key={day} aria-label={dayInWords(day)}>
            <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
              {name ? `${name} · ${dayInWords(day)}` : dayInWords(day)}
            </Typography>
            {ofDay.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                No appointments
              </Typography>
            ) : (
              <List dense disablePadding>
                {ofDay.map((entry) => (
                  <ListItem
                    key={entry.id}
                    divider
                    sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Typography sx={{ minWidth: 80, fontVariantNumeric: 'tabular-nums' }}>
                      {kigaliTimeOf(entry.scheduled_for)}
                    </Typography>
                    <Link
                      component={RouterLink}
                      to={`${listUrl}?id=${entry.id}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {entry.full_name}
                    </Link>
                    <Typography color="text.secondary" variant="body2">
                      {entry.service}
                    </Typography>
                    <StatusBadge status={entry.status} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
