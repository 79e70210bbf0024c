import { AUDIT_ACTIONS, type AuditFilters, type TeamMember } from '@inzira/shared-data/team';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The tables whose writes are recorded (docs/team-and-roles.md), as the log names them. */
export const AUDITED_TABLES = [
  'blogs',
  'bookings',
  'consultations',
  'courses',
  'enrollments',
  'events',
  'lead_activity',
  'mfa_factors',
  'objects',
  'participants',
  'partner_applications',
  'professionals',
  'project_members',
  'projects',
  'services',
  'team_members',
  'team_settings',
  'testimonials',
  'visitor_email_settings',
] as const;

/** Filter values as the form holds them: dates as yyyy-mm-dd, empty meaning "any". */
export interface AuditFilterForm {
  actorId: string;
  table: string;
  action: string;
  fromDay: string;
  toDay: string;
}

/** The query's filters: whole days in the browser's time zone, "to" included. */
export function toAuditFilters(form: AuditFilterForm): AuditFilters {
  const dayStart = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + plusDays);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString();
  };
  return {
    actorId: form.actorId,
    table: form.table,
    action: form.action,
    from: form.fromDay ? dayStart(form.fromDay) : '',
    to: form.toDay ? dayStart(form.toDay, 1) : '',
  };
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <option value="">Any</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

export function AuditFiltersBar({
  form,
  members,
  onChange,
}: {
  form: AuditFilterForm;
  members: readonly TeamMember[];
  onChange: (form: AuditFilterForm) => void;
}) {
  const day = (name: 'fromDay' | 'toDay', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={form[name]}
      onChange={(event) => onChange({ ...form, [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Choice
        label="Member"
        value={form.actorId}
        options={members.map((m) => ({ value: m.user_id, label: m.email }))}
        onChange={(actorId) => onChange({ ...form, actorId })}
      />
      <Choice
        label="Table"
        value={form.table}
        options={AUDITED_TABLES.map((t) => ({ value: t, label: t }))}
        onChange={(table) => onChange({ ...form, table })}
      />
      <Choice
        label="Action"
        value={form.action}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: a }))}
        onChange={(action) => onChange({ ...form, action })}
      />
      {day('fromDay', 'From')}
      {day('toDay', 'To')}
    </Stack>
  );
}
