import {
  NEEDS_ACTION_INBOXES,
  useNeedsActionCounts,
  type NeedsActionInbox,
} from '@inzira/shared-data/leads';
import { ErrorState } from '@inzira/shared-ui/states';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../common/admin-list/format';

const LABELS: Record<NeedsActionInbox, string> = {
  bookings: 'Bookings',
  consultations: 'Consultations',
  partner_applications: 'Partner applications',
  enrollments: 'Enrollments',
};

export interface NeedsActionProps {
  /** Each inbox's list (the app's registry knows the URLs). */
  urls: Record<NeedsActionInbox, string>;
}

/**
 * Leads nobody on the team has acted on yet, per inbox, each opening its list filtered to them
 * (docs/leads.md, "Needs action"), and how many of them wait longer than the team's threshold
 * ("Waiting too long"). The same figures for every administrator.
 */
export function NeedsAction({ urls }: NeedsActionProps) {
  const { data, error, mutate } = useNeedsActionCounts();
  return (
    <Card component="section" aria-labelledby="needs-action-title">
      <CardContent>
        <Typography id="needs-action-title" variant="h6" component="h2">
          Needs action
        </Typography>
        {error ? (
          <ErrorState message={error.message} onRetry={() => void mutate()} />
        ) : (
          <List dense>
            {NEEDS_ACTION_INBOXES.map((inbox) => (
              <ListItemButton
                key={inbox}
                component={RouterLink}
                to={`${urls[inbox]}?needs=action`}
                // One sentence for screen readers: the label, the count, then the late ones.
                aria-label={
                  data
                    ? `${LABELS[inbox]} ${formatNumber(data[inbox])}${
                        data.waitingTooLong[inbox] > 0
                          ? `, ${formatNumber(data.waitingTooLong[inbox])} waiting too long`
                          : ''
                      }`
                    : undefined
                }
              >
                <ListItemText
                  primary={LABELS[inbox]}
                  secondary={
                    data && data.waitingTooLong[inbox] > 0
                      ? `${formatNumber(data.waitingTooLong[inbox])} waiting too long`
                      : undefined
                  }
                  slotProps={{ secondary: { color: 'warning.dark' } }}
                />
                {data ? (
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {formatNumber(data[inbox])}
                  </Typography>
                ) : (
                  <Skeleton width={24} aria-label="Loading" />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
