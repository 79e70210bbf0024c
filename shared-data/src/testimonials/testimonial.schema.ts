import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import { imageAlt } from '../media/image-alt';
import {
  optionalList,
  optionalLongText,
  optionalUrl,
  orNull,
  requiredLongText,
  requiredName,
} from '@inzira/contract/forms/field-rules.ts';

/** Required only when the testimonial is also shown as a customer story. */
const forStory = (label: string, rule: yup.StringSchema<string | undefined>) =>
  rule.when('is_story', {
    is: true,
    then: (schema) => schema.required(`${label} is required for a customer story`),
  });

/** Admin testimonial form. */
export const testimonialSchema = yup.object({
  author: requiredName('Author'),
  role: requiredName('Role'),
  company: requiredName('Company'),
  quote: requiredLongText('Quote'),
  video_url: optionalUrl('Video URL'),
  full_story: forStory('Full story', optionalLongText('Full story')),
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
  // A customer story is this testimonial told in full on /customer-stories (docs/content-trust.md).
  is_story: yup.boolean().default(false),
  headline: forStory(
    'Headline',
    yup.string().trim().max(200, 'Headline must be at most 200 characters').optional(),
  ),
  results: optionalList('Results', 6, 80),
  story_image: optionalUrl('Story picture'),
  story_image_alt: imageAlt('story_image'),
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
    is_story: values.is_story,
    headline: orNull(values.headline),
    results: values.results ?? [],
    story_image: orNull(values.story_image),
    // Alt text only with a picture: none describes nothing.
    story_image_alt: values.story_image ? orNull(values.story_image_alt) : null,
  };
}
