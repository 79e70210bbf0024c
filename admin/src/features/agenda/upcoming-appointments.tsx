import { useAgenda } from '@inzira/shared-data/consultations';
import { DataView, SkeletonList } from '@inzira/shared-ui/states';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AgendaDays } from './agenda-days';
import { kigaliToday } from './kigali-days';

const dayNames = ['Today', 'Tomorrow'];

/** The dashboard's today's and tomorrow's consultations, with a link to the whole agenda. */
export function UpcomingAppointments({
  agendaUrl,
  listUrl,
}: {
  agendaUrl: string;
  listUrl: string;
}) {
  const today = kigaliToday();
  const agenda = useAgenda(today, 2);
  return (
    <Paper component="section" aria-labelledby="upcoming-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography id="upcoming-title" variant="h6" component="h2">
          Appointments today and tomorrow
        </Typography>
        <Link component={RouterLink} to={agendaUrl}>
          Open the agenda
        </Link>
      </Stack>
      <DataView query={agenda} loading={<SkeletonList count={3} />}>
        {(entries) => (
          <AgendaDays
            firstDay={today}
            days={2}
            entries={entries}
            listUrl={listUrl}
            headingLevel="h3"
            dayName={(_, index) => dayNames[index]}
          />
        )}
      </DataView>
    </Paper>
  );
}
