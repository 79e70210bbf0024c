import { ImageUploadField } from '../../common/media';
import {
  professionalSchema,
  toProfessionalRow,
  useProfessionalActions,
  type ProfessionalFormValues,
} from '@inzira/shared-data/professionals';
import { CommaListInput, TextInput } from '@inzira/shared-ui/form-fields';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime, formatList } from '../../common/admin-list/format';

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
  resource: 'professionals',
  title: 'Professionals',
  entityName: 'Professional',
  texts: entityTexts('Professional'),
  columns: [
    { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    {
      field: 'skills',
      headerName: 'Skills',
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => formatList(row.skills),
    },
    { field: 'num_task_completed', headerName: 'Tasks', type: 'number', width: 90 },
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
  useActions: () => {
    const actions = useProfessionalActions();
    return {
      create: (values) => actions.create(toProfessionalRow(values)),
      update: (row, values) => actions.update(row.id, toProfessionalRow(values)),
      remove: (row) => actions.remove(row.id),
    };
  },
  images: (row) => [row.profile_pic],
  describe: (row) => row.full_name,
  details: [
    { label: 'Title', value: (row) => row.title },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone_number },
    { label: 'Skills', value: (row) => formatList(row.skills) },
    { label: 'Tasks completed', value: (row) => String(row.num_task_completed) },
    { label: 'Profile picture', value: (row) => row.profile_pic },
    { label: 'Added', value: (row) => formatDateTime(row.created_at) },
  ],
};
