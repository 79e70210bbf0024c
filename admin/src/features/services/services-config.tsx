import {
  serviceSchema,
  toServiceRow,
  useServiceActions,
  type ServiceFormValues,
} from '@inzira/shared-data/services';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formValues } from '../../common/admin-list/form-values';

/** The numbers are empty until typed; the schema then makes them required numbers. */
type ServiceDraft = Omit<ServiceFormValues, 'num_of_clients' | 'satisfaction'> & {
  num_of_clients?: number;
  satisfaction?: number;
};

/** Satisfaction with one decimal, out of 5. */
export const formatSatisfaction = (value: number): string => `${value.toFixed(1)}/5`;

const empty: ServiceDraft = { title: '', description: '', features: [], icon: '' };

export const servicesConfig: EntityConfig<'services', ServiceDraft, ServiceFormValues> = {
  ...named('services', 'Services', 'Service'),
  revisions: 'services',
  translations: 'services',
  columns: [
    column.text('title', 'Title', 180),
    column.derived('features', 'Features', (row) => row.features.join(', '), 200),
    column.number('num_of_clients', 'Clients'),
    column.formatted(
      'satisfaction',
      'Satisfaction',
      (row) => formatSatisfaction(row.satisfaction),
      120,
    ),
    column.dateTime('created_at', 'Added', (row) => row.created_at),
    column.translations('services'),
  ],
  form: {
    useSchema: () => serviceSchema,
    empty,
    toValues: (row) => ({
      ...formValues(empty, row),
      num_of_clients: row.num_of_clients,
      satisfaction: row.satisfaction,
    }),
    Fields: field.list(
      field.text('title', 'Title', { required: true }),
      field.multiline('description', 'Description', { required: true }),
      field.lineList('features', 'Features', { required: true }),
      field.number('num_of_clients', 'Number of clients', { required: true, min: 0, step: 1 }),
      field.number('satisfaction', 'Satisfaction (0-5)', {
        required: true,
        min: 0,
        max: 5,
        step: 0.1,
      }),
      field.text('icon', 'Icon (optional slug)'),
    ),
  },
  useActions: rowActions(useServiceActions, toServiceRow),
  describe: (row) => row.title,
  details: [
    { label: 'Description', value: (row) => row.description },
    { label: 'Features', value: (row) => row.features.join('\n') },
    { label: 'Clients', value: (row) => String(row.num_of_clients) },
    { label: 'Satisfaction', value: (row) => formatSatisfaction(row.satisfaction) },
    { label: 'Icon', value: (row) => row.icon },
    createdDetail(),
  ],
};
