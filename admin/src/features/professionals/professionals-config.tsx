import {
  professionalSchema,
  toProfessionalRow,
  useProfessionalActions,
  type ProfessionalFormValues,
} from '@inzira/shared-data/professionals';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formValues } from '../../common/admin-list/form-values';
import { formatList } from '../../common/admin-list/format';

const empty: ProfessionalFormValues = {
  full_name: '',
  title: '',
  skills: [],
  email: '',
  phone_number: '',
  profile_pic: '',
};

export const professionalsConfig: EntityConfig<
  'professionals',
  ProfessionalFormValues,
  ProfessionalFormValues
> = {
  ...named('professionals', 'Professionals', 'Professional'),
  translations: 'professionals',
  columns: [
    column.text('full_name', 'Name'),
    column.text('title', 'Title', 150),
    column.text('email', 'Email', 200),
    column.derived('skills', 'Skills', (row) => formatList(row.skills)),
    column.number('num_task_completed', 'Tasks', 90),
    column.translations('professionals'),
  ],
  form: {
    useSchema: () => professionalSchema,
    empty,
    toValues: (row) => formValues(empty, row),
    Fields: field.list(
      field.text('full_name', 'Full name', { required: true }),
      field.text('title', 'Title', { required: true }),
      field.commaList('skills', 'Skills', { required: true }),
      field.text('email', 'Email', { type: 'email', required: true }),
      field.text('phone_number', 'Phone number', { type: 'tel' }),
      field.image('profile_pic', 'Profile picture', 'professionals'),
    ),
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
