import {
  serviceSchema,
  toServiceRow,
  useServiceActions,
  type ServiceFormValues,
} from '@inzira/shared-data/services';
import {
  LineListInput,
  MultilineInput,
  NumberInput,
  TextInput,
} from '@inzira/shared-ui/form-fields';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';

/** The numbers are empty until typed; the schema then makes them required numbers. */
type ServiceDraft = Omit<ServiceFormValues, 'num_of_clients' | 'satisfaction'> & {
  num_of_clients?: number;
  satisfaction?: number;
};

/** Satisfaction with one decimal, out of 5. */
export const formatSatisfaction = (value: number): string => `${value.toFixed(1)}/5`;

function ServiceFields() {
  return (
    <>
      <TextInput name="title" label="Title" required helperText=" " />
      <MultilineInput name="description" label="Description" required minRows={3} helperText=" " />
      <LineListInput name="features" label="Features" required />
      <NumberInput
        name="num_of_clients"
        label="Number of clients"
        required
        min={0}
        step={1}
        helperText=" "
      />
      <NumberInput
        name="satisfaction"
        label="Satisfaction (0-5)"
        required
        min={0}
        max={5}
        step={0.1}
        helperText=" "
      />
      <TextInput name="icon" label="Icon (optional slug)" helperText=" " />
    </>
  );
}

export const servicesConfig: EntityConfig<'services', ServiceDraft, ServiceFormValues> = {
  ...named('services', 'Services', 'Service'),
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
  ],
  form: {
    useSchema: () => serviceSchema,
    empty: { title: '', description: '', features: [], icon: '' },
    toValues: (row) => ({
      title: row.title,
      description: row.description,
      features: row.features,
      num_of_clients: row.num_of_clients,
      satisfaction: row.satisfaction,
      icon: row.icon ?? '',
    }),
    Fields: ServiceFields,
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
