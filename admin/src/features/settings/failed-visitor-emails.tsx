import { useFailedVisitorEmails, visitorEmailTitle } from '@inzira/shared-data/visitor-emails';
import { ErrorState } from '@inzira/shared-ui/states';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../common/admin-list/format';
import { FailedEmail } from '../../common/admin-list/lead-emails';

/** Every e-mail that could not be sent, across leads, each with its Retry. */
export function FailedVisitorEmails() {
  const failed = useFailedVisitorEmails();
  if (failed.error instanceof Error) {
    return <ErrorState message={failed.error.message} onRetry={() => void failed.mutate()} />;
  }
  const rows = failed.data ?? [];
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {failed.data ? 'Every e-mail was sent.' : 'Loading…'}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {rows.map((email) => (
        <ListItem key={email.id} disableGutters sx={{ display: 'block' }}>
          <FailedEmail
            email={email}
            label={`${visitorEmailTitle(email.kind)} to ${email.recipient_name} (${formatDateTime(email.created_at)})`}
          />
        </ListItem>
      ))}
    </List>
  );
}
