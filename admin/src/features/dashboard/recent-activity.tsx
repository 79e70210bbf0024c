import { useRecentActivity, type RecentActivity as Activity } from '@inzira/shared-data/dashboard';
import { statusLabel } from '@inzira/shared-data/bookings';
import { StatusBadge, type BookingStatus } from '@inzira/shared-ui/status-badge';
import { DataView, SkeletonList } from '@inzira/shared-ui/states';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDistanceToNow } from 'date-fns';
import { Link as RouterLink } from 'react-router-dom';
import { resourceUrl, screenUrl } from '../../config/admin-screens';

/** Where each kind of submission is handled in the back-office. */
const kindRoutes: Record<string, { label: string; path: string }> = {
  booking: { label: 'Booking', path: resourceUrl('bookings') },
  consultation: { label: 'Consultation', path: resourceUrl('consultations') },
  partner_application: { label: 'Partner application', path: resourceUrl('partner_applications') },
  enrollment: { label: 'Enrollment', path: resourceUrl('enrollments') },
  participant: { label: 'Registration', path: resourceUrl('participants') },
};

const badgeStatuses: readonly string[] = ['pending', 'confirmed', 'completed', 'cancelled'];
const isBadgeStatus = (status: string | null): status is BookingStatus =>
  status !== null && badgeStatuses.includes(status);

function ActivityItem({ activity }: { activity: Activity }) {
  const kind = kindRoutes[activity.kind] ?? { label: activity.kind, path: screenUrl('dashboard') };
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={kind.label} variant="outlined" />
        <Link component={RouterLink} to={`${kind.path}?id=${activity.id}`} sx={{ fontWeight: 600 }}>
          {activity.title}
        </Link>
        {isBadgeStatus(activity.status) ? (
          <StatusBadge status={activity.status} />
        ) : activity.status ? (
          // Other statuses (an enrollment's "Unpaid") read like the badges beside them.
          <Chip size="small" label={statusLabel(activity.status)} />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {activity.detail} ·{' '}
        {formatDistanceToNow(new Date(activity.created_at), { addSuffix: true })}
      </Typography>
    </ListItem>
  );
}

export function RecentActivity() {
  const activities = useRecentActivity(10);
  return (
    <Paper component="section" aria-labelledby="recent-activity-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recent-activity-title" variant="h6" component="h2" gutterBottom>
        Recent Activity
      </Typography>
      <DataView
        query={activities}
        loading={<SkeletonList count={5} />}
        empty={{ title: 'No activity yet', text: 'New bookings and submissions will appear here.' }}
      >
        {(rows) => (
          <List disablePadding>
            {rows.map((activity) => (
              <ActivityItem key={`${activity.kind}-${activity.id}`} activity={activity} />
            ))}
          </List>
        )}
      </DataView>
    </Paper>
  );
}
