import { describe, expect, it } from 'vitest';
import { itNamesEveryMissingField, schemaErrors } from '@inzira/test-kit/schema-errors';
import { testimonialSchema, toTestimonialRow } from './testimonial.schema';

const testimonial = {
  author: 'Ada',
  role: 'Director',
  company: 'Acme',
  quote: 'They delivered.',
};

const errors = (values: Record<string, unknown>) =>
  schemaErrors(testimonialSchema, { ...testimonial, ...values });

describe('testimonial form', () => {
  itNamesEveryMissingField(testimonialSchema, {
    author: ['Author is required'],
    role: ['Role is required'],
    company: ['Company is required'],
    quote: ['Quote is required'],
  });

  it('takes no rating, or a whole rating from 1 to 5', async () => {
    for (const rating of ['', null, undefined, '1', '5', 3]) {
      expect(await errors({ rating }), String(rating)).toEqual({});
    }
    for (const rating of ['0', '6']) {
      expect(await errors({ rating }), rating).toEqual({
        rating: ['Rating must be between 1 and 5'],
      });
    }
    expect(await errors({ rating: '4.5' })).toEqual({
      rating: ['Rating must be a whole number'],
    });
    expect(await errors({ rating: 'great' })).toEqual({ rating: ['Rating must be a number'] });
  });

  it('stores empty optional fields as null', async () => {
    const values = await testimonialSchema.validate({
      ...testimonial,
      video_url: '',
      full_story: '',
      rating: '',
    });
    expect(toTestimonialRow(values)).toEqual({
      ...testimonial,
      video_url: null,
      full_story: null,
      author_image: null,
      rating: null,
      is_story: false,
      headline: null,
      results: [],
      story_image: null,
      story_image_alt: null,
    });
    const full = await testimonialSchema.validate({
      ...testimonial,
      video_url: 'https://video.example.com/a',
      full_story: 'Story',
      author_image: '/ada.webp',
      rating: '4',
    });
    expect(toTestimonialRow(full)).toEqual({
      ...testimonial,
      video_url: 'https://video.example.com/a',
      full_story: 'Story',
      author_image: '/ada.webp',
      rating: 4,
      is_story: false,
      headline: null,
      results: [],
      story_image: null,
      story_image_alt: null,
    });
  });

  it('asks a customer story for its headline and full story, and keeps its results', async () => {
    expect(
      await schemaErrors(testimonialSchema, { ...testimonial, is_story: true, full_story: '' }),
    ).toEqual({
      full_story: ['Full story is required for a customer story'],
      headline: ['Headline is required for a customer story'],
    });
    const story = await testimonialSchema.validate({
      ...testimonial,
      is_story: true,
      headline: 'Orders tripled',
      full_story: 'How it went.',
      results: ['3x orders', ' ', '2 new markets'],
    });
    expect(toTestimonialRow(story)).toMatchObject({
      is_story: true,
      headline: 'Orders tripled',
      results: ['3x orders', '2 new markets'],
    });
  });
});
