import { officeHoursLines, useWeeklyHours } from '@inzira/shared-data/consultation-hours';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { m } from '../../paraglide/messages.js';
import { officeHoursWords } from './office-hours-words';

/**
 * The office hours, written from the consultation hours the slot picker and the database use
 * (docs/consultations.md), so the page never says "open" on a day no slot is offered.
 */
export function OfficeHours() {
  const { data, error, isLoading, mutate } = useWeeklyHours();
  if (isLoading) {
    return (
      <Typography variant="body2" aria-busy="true">
        {m.office_hours_loading()}
      </Typography>
    );
  }
  if (error || !data) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="error">
          {m.office_hours_failed()}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void mutate()}>
          {m.retry()}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {officeHoursLines(data, officeHoursWords()).map((line) => (
        <div key={line.days}>
          <Typography
            component="dt"
            variant="body2"
            // French names the days in lower case ("samedi"); a line still starts with a capital.
            sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {line.days}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {line.hours}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
