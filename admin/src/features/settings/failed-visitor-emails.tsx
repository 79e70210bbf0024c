import { useFailedVisitorEmails, visitorEmailTitle } from '@inzira/shared-data/visitor-emails';
import { DataView } from '@inzira/shared-ui/states';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../common/admin-list/format';
import { FailedEmail } from '../../common/admin-list/lead-emails';

const Quiet = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** Every e-mail that could not be sent, across leads, each with its Retry. */
export function FailedVisitorEmails() {
  return (
    <DataView
      query={useFailedVisitorEmails()}
      loading={<Quiet>Loading…</Quiet>}
      empty={<Quiet>Every e-mail was sent.</Quiet>}
    >
      {(rows) => (
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
      )}
    </DataView>
  );
}
