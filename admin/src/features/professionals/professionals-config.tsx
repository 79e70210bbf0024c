import { ImageUploadField } from '../../common/media';
import {
  professionalSchema,
  toProfessionalRow,
  useProfessionalActions,
  type ProfessionalFormValues,
} from '@inzira/shared-data/professionals';
import { CommaListInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import { formatList } from '../../common/admin-list/format';

function ProfessionalFields() {
  return (
    <>
      <TextInput name="full_name" label="Full name" required helperText=" " />
      <TextInput name="title" label="Title" required helperText=" " />
      <CommaListInput name="skills" label="Skills" required />
      <TextInput name="email" label="Email" type="email" required helperText=" " />
      <TextInput name="phone_number" label="Phone number" type="tel" helperText=" " />
      <ImageUploadField name="profile_pic" label="Profile picture" folder="professionals" />
    </>
  );
}

export const professionalsConfig: EntityConfig<
  'professionals',
  ProfessionalFormValues,
  ProfessionalFormValues
> = {
  ...named('professionals', 'Professionals', 'Professional'),
  columns: [
    column.text('full_name', 'Name'),
    column.text('title', 'Title', 150),
    column.text('email', 'Email', 200),
    column.derived('skills', 'Skills', (row) => formatList(row.skills)),
    column.number('num_task_completed', 'Tasks', 90),
  ],
  form: {
    useSchema: () => professionalSchema,
    empty: { full_name: '', title: '', skills: [], email: '', phone_number: '', profile_pic: '' },
    toValues: (row) => ({
      full_name: row.full_name,
      title: row.title,
      skills: row.skills,
      email: row.email,
      phone_number: row.phone_number ?? '',
      profile_pic: row.profile_pic ?? '',
    }),
    Fields: ProfessionalFields,
  },
  useActions: rowActions(useProfessionalActions, toProfessionalRow),
  images: (row) => [row.profile_pic],
  describe: (row) => row.full_name,
  details: [
    { label: 'Title', value: (row) => row.title },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone_number },
    { label: 'Skills', value: (row) => formatList(row.skills) },
    { label: 'Tasks completed', value: (row) => String(row.num_task_completed) },
    { label: 'Profile picture', value: (row) => row.profile_pic },
    createdDetail(),
  ],
};
