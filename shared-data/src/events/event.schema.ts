import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import { imageAlt } from '../media/image-alt';
import {
  optionalUrl,
  orNull,
  requiredLongText,
  requiredName,
  requiredTitle,
} from '@inzira/contract/forms/field-rules.ts';
import { fromKigaliInput, kigaliInputTime } from '../kigali-input';

const dateTime = (label: string) =>
  yup
    .string()
    .test(
      'date',
      `${label} must be a valid date`,
      (value) => !value || !Number.isNaN(kigaliInputTime(value)),
    )
    .required(`${label} is required`);

/** Admin event form: the end may not come before the start (as the database checks). */
export const eventSchema = yup.object({
  title: requiredTitle('Title'),
  from_date: dateTime('Start date'),
  to_date: dateTime('End date').test(
    'after-start',
    'End date must be on or after the start date',
    function (value) {
      const from = kigaliInputTime(String(this.parent.from_date ?? ''));
      return !value || Number.isNaN(from) || kigaliInputTime(value) >= from;
    },
  ),
  prize: requiredName('Prize'),
  description: requiredLongText('Description'),
  location: yup.string().trim().max(120, 'Location must be at most 120 characters').optional(),
  image: optionalUrl('Image'),
  image_alt: imageAlt(),
  is_published: yup.boolean().default(true),
});

export type EventFormValues = yup.InferType<typeof eventSchema>;

/**
 * Dates from the form's `datetime-local` fields are Kigali wall time, whatever the admin's
 * device zone (docs/back-office.md, "Time and numbers"); the row stores instants.
 */
export function toEventRow(values: EventFormValues): TablesInsert<'events'> {
  return {
    title: values.title,
    from_date: fromKigaliInput(values.from_date),
    to_date: fromKigaliInput(values.to_date),
    prize: values.prize,
    description: values.description,
    location: orNull(values.location),
    image: orNull(values.image),
    // Alt text only with an image: none describes nothing.
    image_alt: values.image ? orNull(values.image_alt) : null,
    is_published: values.is_published,
  };
}
