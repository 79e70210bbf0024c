import { useTeamMembers } from '@inzira/shared-data/leads';
import TextField from '@mui/material/TextField';

/** An inbox's owner filter: anyone, the signed-in member's leads, nobody's, or one member's. */
export function OwnerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (owner: string) => void;
}) {
  const members = useTeamMembers();
  return (
    <TextField
      select
      size="small"
      label="Owner"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      <option value="">Anyone</option>
      <option value="mine">Mine</option>
      <option value="unassigned">Unassigned</option>
      {members.data?.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.email}
        </option>
      ))}
    </TextField>
  );
}
