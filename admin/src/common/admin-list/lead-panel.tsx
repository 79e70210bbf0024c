import { statusLabel } from '@inzira/shared-data/bookings';
import { useLeadActivity, type Inbox, type LeadActivity } from '@inzira/shared-data/leads';
import { isEmailingInbox } from '@inzira/shared-data/visitor-emails';
import { DataView, LoadingState } from '@inzira/shared-ui/states';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useNotifiedAction } from '../notices/use-notified-action';
import { formatDateTime } from './format';
import { LeadEmails } from './lead-emails';

export interface LeadPanelProps {
  inbox: Inbox;
  id: string;
  status?: {
    current: string;
    values: readonly string[];
    onChange: (status: string) => Promise<void>;
  };
  email: string;
  phone: string | null;
  replySubject: string;
  onAddNote: (inbox: Inbox, id: string, body: string) => Promise<void>;
  tools?: ReactNode;
  /** Who owns the lead, and the control that changes it. */
  owner?: ReactNode;
}

function describeActivity(item: LeadActivity): string {
  if (item.kind === 'assignment')
    return item.assignee_id ? `Assigned to ${item.assignee_email ?? 'a member'}` : 'Unassigned';
  return item.kind === 'status'
    ? `Status ${item.from_status ? `${statusLabel(item.from_status)} → ` : ''}${statusLabel(item.to_status ?? '')}`
    : (item.body ?? '');
}

/** The view's working part for a lead: status in one click, reply, call, notes and history. */
export function LeadPanel({
  inbox,
  id,
  status,
  email,
  phone,
  replySubject,
  onAddNote,
  tools,
  owner,
}: LeadPanelProps) {
  const activity = useLeadActivity(inbox, id);
  const [note, setNote] = useState('');
  const statusChange = useNotifiedAction();
  const noteSaving = useNotifiedAction();
  const isSaving = noteSaving.isRunning;
  const statusLabelId = useId();
  const timelineId = useId();

  const handleStatus = async (next: string | null) => {
    if (!status || !next || next === status.current) return;
    await statusChange.run(() => status.onChange(next), {
      success: `Status changed to ${statusLabel(next)}`,
      failure: 'Failed to change the status',
    });
  };

  const handleAddNote = () =>
    noteSaving.run(
      async () => {
        await onAddNote(inbox, id, note);
        setNote('');
      },
      { success: 'Note added', failure: 'Failed to add the note' },
    );

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Divider />
      {status && (
        <Box>
          <Typography id={statusLabelId} variant="subtitle2" gutterBottom>
            Status
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status.current}
            onChange={(_event, next: string | null) => void handleStatus(next)}
            aria-labelledby={statusLabelId}
            sx={{ flexWrap: 'wrap' }}
          >
            {status.values.map((value) => (
              <ToggleButton key={value} value={value}>
                {statusLabel(value)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {owner}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<EmailIcon />}
          href={`mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(replySubject)}`}
        >
          Reply by e-mail
        </Button>
        {phone && (
          <Button
            variant="outlined"
            startIcon={<PhoneIcon />}
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          >
            Call
          </Button>
        )}
      </Stack>
      {tools}
      {isEmailingInbox(inbox) && <LeadEmails inbox={inbox} id={id} />}
      <Box component="section" aria-labelledby={timelineId}>
        <Typography id={timelineId} variant="subtitle2" component="h3" gutterBottom>
          Notes and history
        </Typography>
        <DataView
          query={activity}
          loading={<LoadingState label="Loading notes" />}
          empty={
            <Typography variant="body2" color="text.secondary">
              No notes yet.
            </Typography>
          }
        >
          {(items) => (
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem key={item.id} disableGutters sx={{ display: 'block' }}>
                  <Typography
                    variant="body2"
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {describeActivity(item)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[
                      item.kind === 'note' ? 'Note' : null,
                      item.author_email,
                      formatDateTime(item.created_at),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </DataView>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            label="Add a note"
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
            helperText="Only administrators see notes"
          />
          <Box>
            <Button
              variant="contained"
              disabled={isSaving || note.trim() === ''}
              onClick={() => void handleAddNote()}
            >
              {isSaving ? 'Saving...' : 'Add note'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
