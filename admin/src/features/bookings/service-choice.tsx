import type { AdminRows } from '@inzira/shared-data/admin-list';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The visitor's choice ("Marketing Agents") first, and the linked service record under it when
 * it has another title, so the admin never loses what the visitor asked for.
 */
export function ServiceChoice({ row }: { row: AdminRows['bookings'] }) {
  const linked = row.service?.title;
  const differs = linked && linked.trim().toLowerCase() !== row.requested_service.toLowerCase();
  return (
    // Centred in the row's height like the plain-text cells beside it.
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        lineHeight: 1.3,
        minWidth: 0,
      }}
    >
      <Typography variant="body2" noWrap>
        {row.requested_service}
      </Typography>
      {differs && (
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          Linked: {linked}
        </Typography>
      )}
    </Box>
  );
}
