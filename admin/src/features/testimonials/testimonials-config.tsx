import {
  testimonialSchema,
  toTestimonialRow,
  useTestimonialActions,
  type StoredTestimonial,
  type TestimonialFormValues,
} from '@inzira/shared-data/testimonials';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formValues } from '../../common/admin-list/form-values';

/** The rating stays empty (undefined) until typed: it is optional. */
const empty: TestimonialFormValues = {
  author: '',
  role: '',
  company: '',
  quote: '',
  full_story: '',
  video_url: '',
  author_image: '',
  is_story: false,
  headline: '',
  results: [],
  story_image: '',
  story_image_alt: '',
};

export const testimonialsConfig: EntityConfig<
  'testimonials',
  TestimonialFormValues,
  TestimonialFormValues
> = {
  ...named('testimonials', 'Testimonials', 'Testimonial'),
  revisions: 'testimonials',
  translations: 'testimonials',
  columns: [
    column.text('author', 'Author', 150),
    column.text('role', 'Role', 130),
    column.text('company', 'Company', 140),
    column.text('quote', 'Quote', 220, 2),
    column.number('rating', 'Rating', 90),
    column.formatted<StoredTestimonial>(
      'is_story',
      'Story',
      (row) => (row.is_story ? 'Yes' : ''),
      80,
    ),
    column.translations('testimonials'),
  ],
  form: {
    useSchema: () => testimonialSchema,
    empty,
    toValues: (row) => ({ ...formValues(empty, row), rating: row.rating ?? undefined }),
    Fields: field.list(
      field.text('author', 'Author', { required: true }),
      field.text('role', 'Role', { required: true }),
      field.text('company', 'Company', { required: true }),
      field.multiline('quote', 'Quote', { required: true }),
      field.multiline('full_story', 'Full story'),
      field.text('video_url', 'Video URL', { type: 'url' }),
      field.image('author_image', 'Author image', 'testimonials'),
      field.number('rating', 'Rating (1-5)', { min: 1, max: 5, step: 1 }),
      field.checkbox('is_story', 'Also show as a customer story'),
      field.text('headline', 'Story headline'),
      field.lineList('results', 'Results achieved (one a line, at most 6)'),
      field.image('story_image', 'Story picture', 'testimonials'),
      field.imageAlt('story_image_alt', 'story_image'),
    ),
  },
  useActions: rowActions(useTestimonialActions, toTestimonialRow),
  images: (row) => [row.author_image, row.story_image],
  describe: (row) => `${row.author}, ${row.company}`,
  details: [
    { label: 'Role', value: (row) => row.role },
    { label: 'Quote', value: (row) => row.quote },
    // Without a full story the quote stands in for it.
    { label: 'Full story', value: (row) => row.full_story ?? row.quote },
    { label: 'Video URL', value: (row) => row.video_url },
    { label: 'Rating', value: (row) => (row.rating === null ? '' : `${row.rating}/5`) },
    { label: 'Customer story', value: (row) => (row.is_story ? (row.headline ?? '') : 'No') },
    { label: 'Results', value: (row) => row.results.join(' · ') },
    createdDetail(),
  ],
};
