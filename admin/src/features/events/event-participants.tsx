import { useEventParticipants } from '@inzira/shared-data/participants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../common/admin-list/format';

/** Who registered for an event, in the event's read-only view. */
export function EventParticipants({ eventId }: { eventId: string | null }) {
  const { data, error, isLoading, mutate } = useEventParticipants(eventId ?? undefined);
  if (isLoading) return <CircularProgress size={20} aria-label="Loading participants..." />;
  if (error)
    return (
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" color="error">
          {error.message}
        </Typography>
        <Button size="small" onClick={() => void mutate()}>
          Retry
        </Button>
      </Box>
    );
  if (!data || data.length === 0) return 'No registrations yet.';
  return (
    <>
      {`${data.length} registered`}
      <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5, whiteSpace: 'normal' }}>
        {data.map((participant) => (
          <li key={participant.id}>
            <strong>{participant.name}</strong> · {participant.email}
            {participant.phone_number ? ` · ${participant.phone_number}` : ''}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({formatDateTime(participant.created_at)})
            </Typography>
          </li>
        ))}
      </Box>
    </>
  );
}
