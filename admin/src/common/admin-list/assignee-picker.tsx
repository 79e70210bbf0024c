import { useAssignLead, useTeamMembers, type OwnedInbox } from '@inzira/shared-data/leads';
import TextField from '@mui/material/TextField';
import { useNotifiedAction } from '../notices/use-notified-action';

/**
 * The lead's owner in its view: choosing a member assigns the lead (recorded in its history,
 * and the member gets an e-mail unless they chose themselves; docs/leads.md, "Owners").
 */
export function AssigneePicker({
  inbox,
  id,
  assigneeId,
}: {
  inbox: OwnedInbox;
  id: string;
  assigneeId: string | null;
}) {
  const members = useTeamMembers();
  const assign = useAssignLead(inbox);
  const saving = useNotifiedAction();
  const nameOf = (userId: string) =>
    members.data?.find((member) => member.userId === userId)?.email ?? 'a former member';

  const handleChange = (value: string) =>
    saving.run(() => assign(inbox, id, value || null), {
      success: value ? `Assigned to ${nameOf(value)}` : 'Unassigned',
      failure: 'Failed to assign the lead',
    });

  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={assigneeId ?? ''}
      disabled={saving.isRunning || !members.data}
      onChange={(event) => void handleChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 360 }}
    >
      <option value="">Nobody</option>
      {assigneeId && !members.data?.some((member) => member.userId === assigneeId) && (
        <option value={assigneeId}>{nameOf(assigneeId)}</option>
      )}
      {members.data?.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.email}
        </option>
      ))}
    </TextField>
  );
}
