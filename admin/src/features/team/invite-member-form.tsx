import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@inzira/contract/team.ts';
import { FormikForm, SelectInput, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import Stack from '@mui/material/Stack';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';

export interface InviteValues {
  email: string;
  role: TeamRole;
}

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .email('Please enter a valid email address')
    .max(254)
    .required('Email is required'),
  role: yup.string().oneOf(TEAM_ROLES).required('Choose a role'),
});

const empty: InviteValues = { email: '', role: 'editor' };

export const roleOptions = TEAM_ROLES.map((role) => ({
  value: role,
  label: TEAM_ROLE_LABELS[role],
}));

export function InviteMemberForm({
  onSubmit,
}: {
  onSubmit: (values: InviteValues, helpers: FormikHelpers<InviteValues>) => Promise<void>;
}) {
  return (
    <FormikForm<InviteValues> initialValues={empty} validationSchema={schema} onSubmit={onSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput name="email" label="Email" type="email" required />
        <SelectInput name="role" label="Role" options={roleOptions} required />
        <SubmitButton label="Send invitation" submittingLabel="Sending..." />
      </Stack>
    </FormikForm>
  );
}
