import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import { requiredList } from '@inzira/contract/forms/field-rules.ts';

/** Admin service form: the numbers arrive as text from inputs and are stored as numbers. */
export const serviceSchema = yup.object({
  title: yup
    .string()
    .trim()
    .max(200, 'Title must be at most 200 characters')
    .required('Title is required'),
  description: yup
    .string()
    .trim()
    .max(5000, 'Description must be at most 5000 characters')
    .required('Description is required'),
  features: requiredList('Features', 'Add at least one feature', 20, 200),
  num_of_clients: yup
    .number()
    .typeError('Number of clients must be a number')
    .integer('Number of clients must be a whole number')
    .min(0, 'Number of clients must be at least 0')
    .required('Number of clients is required'),
  satisfaction: yup
    .number()
    .typeError('Satisfaction must be a number')
    .min(0, 'Satisfaction must be between 0 and 5')
    .max(5, 'Satisfaction must be between 0 and 5')
    .test(
      'step',
      'Satisfaction goes in steps of 0.1',
      (value) => value === undefined || Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
    )
    .required('Satisfaction is required'),
  icon: yup
    .string()
    .trim()
    .matches(/^[a-z0-9-]{1,40}$/, {
      message: 'Icon must be a lowercase slug',
      excludeEmptyString: true,
    })
    .optional(),
});

export type ServiceFormValues = yup.InferType<typeof serviceSchema>;

/** The row to write for validated form values. */
export function toServiceRow(values: ServiceFormValues): TablesInsert<'services'> {
  return {
    title: values.title,
    description: values.description,
    features: values.features,
    num_of_clients: values.num_of_clients,
    satisfaction: values.satisfaction,
    icon: values.icon ? values.icon : null,
  };
}
