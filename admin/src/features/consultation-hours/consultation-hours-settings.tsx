import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateOverridesEditor } from './date-overrides-editor';
import { HolidaysEditor } from './holidays-editor';
import { MeetingSettingsForm } from './meeting-settings-form';
import { WeeklyHoursForm } from './weekly-hours-form';

/**
 * Settings > Consultation hours: what the public slot picker offers, the contact page shows and
 * the database accepts (docs/consultations.md). Every change applies to the next booking.
 */
export function ConsultationHoursSettings() {
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Kigali time. Visitors can book from now to two months ahead, one meeting after another from
        opening time, each ending by closing time.
      </Typography>
      <Typography variant="subtitle1" component="h3">
        Weekly hours
      </Typography>
      <WeeklyHoursForm />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Meeting length
      </Typography>
      <MeetingSettingsForm />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Public holidays
      </Typography>
      <HolidaysEditor />
      <Divider />
      <Typography variant="subtitle1" component="h3">
        Date overrides
      </Typography>
      <DateOverridesEditor />
    </Stack>
  );
}
