import {
  projectSchema,
  toProjectInput,
  useProjectActions,
  type ProjectFormValues,
} from '@inzira/shared-data/projects';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formValues } from '../../common/admin-list/form-values';
import { formatDate } from '../../common/admin-list/format';
import { TeamPicker } from './team-picker';

const empty: ProjectFormValues = {
  title: '',
  description: '',
  client_name: '',
  completed_date: '',
  video_link: '',
  image: '',
  image_alt: '',
  technologies_used: [],
  team: [],
};

export const projectsConfig: EntityConfig<'projects', ProjectFormValues, ProjectFormValues> = {
  ...named('projects', 'Projects', 'Project'),
  revisions: 'projects',
  translations: 'projects',
  columns: [
    column.text('title', 'Title', 180),
    column.text('client_name', 'Client', 150),
    column.formatted('completed_date', 'Completed', (row) => formatDate(row.completed_date), 120),
    // How many members the project has.
    column.count('team', 'Team', (row) => row.project_members.length, 80),
    column.derived('technologies_used', 'Technologies', (row) => row.technologies_used.join(', ')),
    column.translations('projects'),
  ],
  form: {
    useSchema: () => projectSchema,
    empty,
    toValues: (row) => ({
      ...formValues(empty, row),
      team: row.project_members.map((member) => member.professional_id),
    }),
    Fields: field.list(
      field.text('title', 'Title', { required: true }),
      field.multiline('description', 'Description', { required: true }),
      field.text('client_name', 'Client name', { required: true }),
      field.date('completed_date', 'Completion date', { required: true }),
      field.text('video_link', "Video link (the project's own film, if it has one)", {
        type: 'url',
      }),
      field.image('image', 'Image', 'projects'),
      field.imageAlt('image_alt', 'image'),
      field.lineList('technologies_used', 'Technologies', { required: true }),
      <TeamPicker key="team" name="team" label="Team" />,
    ),
    // The team picker's list wants the room.
    maxWidth: 'md',
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
