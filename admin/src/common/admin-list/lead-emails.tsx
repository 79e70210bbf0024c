import {
  useLeadEmails,
  useRetryVisitorEmail,
  visitorEmailTitle,
  type EmailingInbox,
  type VisitorEmail,
} from '@inzira/shared-data/visitor-emails';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNotifiedAction } from '../notices/use-notified-action';
import { formatDateTime } from './format';

function outcome(email: VisitorEmail): string {
  switch (email.status) {
    case 'sent':
      return `Sent ${formatDateTime(email.sent_at)}`;
    case 'skipped':
      return 'Not sent: this e-mail is switched off in Settings';
    case 'sending':
      return 'Sending…';
    default:
      return 'Waiting to be sent';
  }
}

/**
 * An e-mail that could not be sent: why, and a Retry that sends it again (the lead's change
 * itself was saved whatever happened to the e-mail).
 */
export function FailedEmail({ email, label }: { email: VisitorEmail; label: string }) {
  const retry = useRetryVisitorEmail();
  const { run, isRunning: isRetrying } = useNotifiedAction();

  const handleRetry = () =>
    run(() => retry(email.id), {
      success: 'E-mail sent again',
      failure: 'Could not send the e-mail',
    });

  const retryButton = (
    <Button color="inherit" size="small" disabled={isRetrying} onClick={() => void handleRetry()}>
      {isRetrying ? 'Sending…' : 'Retry'}
    </Button>
  );
  return (
    <Alert severity="error" action={retryButton}>
      {`${label}: not sent (${email.last_error ?? 'unknown error'})`}
    </Alert>
  );
}

/** What the visitor was told by e-mail about this lead. */
export function LeadEmails({ inbox, id }: { inbox: EmailingInbox; id: string }) {
  const emails = useLeadEmails(inbox, id);
  const headingId = useId();
  const rows = emails.data ?? [];
  if (rows.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        E-mails to the visitor
      </Typography>
      <List dense disablePadding>
        {rows.map((email) => (
          <ListItem key={email.id} disableGutters sx={{ display: 'block' }}>
            {email.status === 'failed' ? (
              <FailedEmail email={email} label={visitorEmailTitle(email.kind)} />
            ) : (
              <Typography variant="body2">
                {`${visitorEmailTitle(email.kind)}: ${outcome(email)}`}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
