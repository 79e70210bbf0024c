import { describe, expect, it } from 'vitest';
import { expectNewestFirst, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonials,
  testimonialSchema,
  toTestimonialRow,
  updateTestimonial,
} from '.';

const ctx = useTestBackend<Database>();

describe('testimonials', () => {
  it('lists the seeded testimonials newest first for visitors', async () => {
    const testimonials = await getTestimonials(ctx().anon);
    expect(testimonials.length).toBeGreaterThan(0);
    expectNewestFirst(testimonials);
  });

  it('lets the admin create, update and delete a testimonial', async () => {
    const values = await testimonialSchema.validate({
      author: 'Marie Test',
      role: 'Director',
      company: 'Test Ltd',
      quote: 'Great work.',
      video_url: '',
      full_story: '',
      rating: '5',
    });
    const created = await createTestimonial(ctx().admin, toTestimonialRow(values));
    expect(created).toMatchObject({
      author: 'Marie Test',
      rating: 5,
      video_url: null,
      full_story: null,
    });
    const listed = await getTestimonials(ctx().anon);
    expect(listed[0]?.id).toBe(created.id);

    const updated = await updateTestimonial(ctx().admin, created.id, {
      quote: 'Outstanding work.',
    });
    expect(updated.quote).toBe('Outstanding work.');

    await deleteTestimonial(ctx().admin, created.id);
    expect((await getTestimonials(ctx().anon)).map((testimonial) => testimonial.id)).not.toContain(
      created.id,
    );
  });

  it('refuses a visitor who tries to delete a testimonial', async () => {
    const [first] = await getTestimonials(ctx().anon);
    if (!first) throw new Error('The seed has testimonials.');
    // RLS hides the row from the delete, so nothing is removed.
    await deleteTestimonial(ctx().anon, first.id).catch(() => undefined);
    const { data } = await ctx().service.from('testimonials').select('id').eq('id', first.id);
    expect(data).toHaveLength(1);
  });

  it('validates the admin form', async () => {
    await expect(
      testimonialSchema.validate(
        { author: '', role: '', company: '', quote: '', video_url: 'ftp://x', rating: 6 },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Author is required',
        'Role is required',
        'Company is required',
        'Quote is required',
        'Video URL must be a valid URL',
        'Rating must be between 1 and 5',
      ]),
    });
  });
});
