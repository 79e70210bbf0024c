import { ImageUploadField } from '../../common/media';
import {
  testimonialSchema,
  toTestimonialRow,
  useTestimonialActions,
  type TestimonialFormValues,
} from '@inzira/shared-data/testimonials';
import { MultilineInput, NumberInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as column from '../../common/admin-list/columns';
import { createdDetail, named, rowActions } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';

function TestimonialFields() {
  return (
    <>
      <TextInput name="author" label="Author" required helperText=" " />
      <TextInput name="role" label="Role" required helperText=" " />
      <TextInput name="company" label="Company" required helperText=" " />
      <MultilineInput name="quote" label="Quote" required minRows={3} helperText=" " />
      <MultilineInput name="full_story" label="Full story" minRows={3} helperText=" " />
      <TextInput name="video_url" label="Video URL" type="url" helperText=" " />
      <ImageUploadField name="author_image" label="Author image" folder="testimonials" />
      <NumberInput name="rating" label="Rating (1-5)" min={1} max={5} step={1} helperText=" " />
    </>
  );
}

export const testimonialsConfig: EntityConfig<
  'testimonials',
  TestimonialFormValues,
  TestimonialFormValues
> = {
  ...named('testimonials', 'Testimonials', 'Testimonial'),
  columns: [
    column.text('author', 'Author', 150),
    column.text('role', 'Role', 130),
    column.text('company', 'Company', 140),
    column.text('quote', 'Quote', 220, 2),
    column.number('rating', 'Rating', 90),
  ],
  form: {
    useSchema: () => testimonialSchema,
    empty: {
      author: '',
      role: '',
      company: '',
      quote: '',
      full_story: '',
      video_url: '',
      author_image: '',
    },
    toValues: (row) => ({
      author: row.author,
      role: row.role,
      company: row.company,
      quote: row.quote,
      full_story: row.full_story ?? '',
      video_url: row.video_url ?? '',
      author_image: row.author_image ?? '',
      rating: row.rating ?? undefined,
    }),
    Fields: TestimonialFields,
  },
  useActions: rowActions(useTestimonialActions, toTestimonialRow),
  images: (row) => [row.author_image],
  describe: (row) => `${row.author}, ${row.company}`,
  details: [
    { label: 'Role', value: (row) => row.role },
    { label: 'Quote', value: (row) => row.quote },
    // Without a full story the quote stands in for it.
    { label: 'Full story', value: (row) => row.full_story ?? row.quote },
    { label: 'Video URL', value: (row) => row.video_url },
    { label: 'Rating', value: (row) => (row.rating === null ? '' : `${row.rating}/5`) },
    createdDetail(),
  ],
};
