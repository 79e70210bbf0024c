import * as yup from 'yup';
import {
  optionalUrl,
  orNull,
  requiredList,
  requiredLongText,
  requiredName,
  requiredTitle,
} from '@inzira/contract/forms/field-rules.ts';
import { kigaliDateOf } from '../consultations/kigali-time';
import { imageAlt } from '../media/image-alt';
import type { ProjectInput } from './project-mutations';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Admin project form: technologies one per line, the team as professional ids. */
export const projectSchema = yup.object({
  title: requiredTitle('Title'),
  description: requiredLongText('Description'),
  // Only the project's own film: no stand-in plays in its place (docs/content-trust.md).
  video_link: optionalUrl('Video link'),
  client_name: requiredName('Client name'),
  completed_date: yup
    .string()
    .matches(isoDate, 'Completion date must be a date')
    // The portfolio shows finished work; the database refuses a later date too.
    .test(
      'completed',
      'Completion date cannot be in the future',
      (value = '') => !isoDate.test(value) || value <= kigaliDateOf(new Date().toISOString()),
    )
    .required('Completion date is required'),
  technologies_used: requiredList('Technologies', 'Technologies are required', 30, 80),
  team: yup
    .array(yup.string().required())
    .min(1, 'Choose at least one professional')
    .required('Choose at least one professional'),
  image: optionalUrl('Image'),
  image_alt: imageAlt(),
});

export type ProjectFormValues = yup.InferType<typeof projectSchema>;

export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    project: {
      title: values.title,
      description: values.description,
      video_link: orNull(values.video_link),
      client_name: values.client_name,
      completed_date: values.completed_date,
      technologies_used: values.technologies_used,
      image: orNull(values.image),
      // Alt text only with an image: none describes nothing.
      image_alt: values.image ? orNull(values.image_alt) : null,
    },
    team: values.team,
  };
}
