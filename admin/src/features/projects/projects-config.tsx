import { ImageUploadField } from '../../common/media';
import {
  projectSchema,
  toProjectInput,
  useProjectActions,
  type ProjectFormValues,
} from '@inzira/shared-data/projects';
import { DateInput, LineListInput, MultilineInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import { formatDate } from '../../common/admin-list/format';
import { TeamPicker } from './team-picker';

function ProjectFields() {
  return (
    <>
      <TextInput name="title" label="Title" required helperText=" " />
      <MultilineInput name="description" label="Description" required minRows={3} helperText=" " />
      <TextInput name="client_name" label="Client name" required helperText=" " />
      <DateInput name="completed_date" label="Completion date" required helperText=" " />
      <TextInput name="video_link" label="Video link" type="url" required helperText=" " />
      <ImageUploadField name="image" label="Image" folder="projects" />
      <LineListInput name="technologies_used" label="Technologies" required />
      <TeamPicker name="team" label="Team" />
    </>
  );
}

export const projectsConfig: EntityConfig<'projects', ProjectFormValues, ProjectFormValues> = {
  ...named('projects', 'Projects', 'Project'),
  columns: [
    column.text('title', 'Title', 180),
    column.text('client_name', 'Client', 150),
    column.formatted('completed_date', 'Completed', (row) => formatDate(row.completed_date), 120),
    {
      field: 'team',
      headerName: 'Team',
      type: 'number',
      width: 80,
      // The team column shows how many members the project has.
      valueGetter: (_value, row) => row.project_members.length,
    },
    column.derived('technologies_used', 'Technologies', (row) => row.technologies_used.join(', ')),
  ],
  form: {
    useSchema: () => projectSchema,
    maxWidth: 'md',
    empty: {
      title: '',
      description: '',
      client_name: '',
      completed_date: '',
      video_link: '',
      image: '',
      technologies_used: [],
      team: [],
    },
    toValues: (row) => ({
      title: row.title,
      description: row.description,
      client_name: row.client_name,
      completed_date: row.completed_date ?? '',
      video_link: row.video_link ?? '',
      image: row.image ?? '',
      technologies_used: row.technologies_used,
      team: row.project_members.map((member) => member.professional_id),
    }),
    Fields: ProjectFields,
  },
  useActions: rowActions(useProjectActions, toProjectInput),
  images: (row) => [row.image],
  describe: (row) => row.title,
  details: [
    { label: 'Client', value: (row) => row.client_name },
    { label: 'Completed', value: (row) => formatDate(row.completed_date) },
    { label: 'Description', value: (row) => row.description },
    { label: 'Video link', value: (row) => row.video_link },
    { label: 'Technologies', value: (row) => row.technologies_used.join('\n') },
    { label: 'Team', value: (row) => `${row.project_members.length} members` },
    createdDetail(),
  ],
};
