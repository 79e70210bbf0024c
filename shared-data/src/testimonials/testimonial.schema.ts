import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import {
  optionalLongText,
  optionalUrl,
  orNull,
  requiredLongText,
  requiredName,
} from '@inzira/contract/forms/field-rules.ts';

/** Admin testimonial form. */
export const testimonialSchema = yup.object({
  author: requiredName('Author'),
  role: requiredName('Role'),
  company: requiredName('Company'),
  quote: requiredLongText('Quote'),
  video_url: optionalUrl('Video URL'),
  full_story: optionalLongText('Full story'),
  author_image: optionalUrl('Author image'),
  rating: yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('Rating must be a number')
    .integer('Rating must be a whole number')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .optional(),
});

export type TestimonialFormValues = yup.InferType<typeof testimonialSchema>;

export function toTestimonialRow(values: TestimonialFormValues): TablesInsert<'testimonials'> {
  return {
    author: values.author,
    role: values.role,
    company: values.company,
    quote: values.quote,
    video_url: orNull(values.video_url),
    full_story: orNull(values.full_story),
    author_image: orNull(values.author_image),
    rating: values.rating ?? null,
  };
}
