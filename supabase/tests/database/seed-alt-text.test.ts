import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Every image of the seed's posts, projects, events and stories says what it shows (docs/content-trust.md,
// "Alt text"), and the seed's demo sign-ups send no e-mail (docs/visitor-emails.md).

const ctx = useTestBackend<Database>();

describe('the seed', () => {
  it('describes every post, project, event and story image', async () => {
    const { data: posts } = await ctx().service.from('blogs').select('title, image, image_alt');
    const { data: projects } = await ctx()
      .service.from('projects')
      .select('title, image, image_alt');
    const { data: events } = await ctx().service.from('events').select('title, image, image_alt');
    const { data: stories } = await ctx()
      .service.from('testimonials')
      .select('headline, story_image, story_image_alt');
    const images = [
      ...(posts ?? []),
      ...(projects ?? []),
      ...(events ?? []),
      ...(stories ?? []).map((row) => ({
        title: row.headline ?? '',
        image: row.story_image,
        image_alt: row.story_image_alt,
      })),
    ].filter((row) => row.image !== null);
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((row) => !row.image_alt?.trim()).map((row) => row.title)).toEqual([]);
    // Words, not a file name.
    expect(images.filter((row) => /\.(svg|png|jpe?g|webp)\b/i.test(row.image_alt ?? ''))).toEqual(
      [],
    );
  });

  it('queues no confirmation e-mail for the demo enrollments and registrations', async () => {
    const { data } = await ctx()
      .service.from('visitor_emails')
      .select('kind, status')
      .or('enrollment_id.not.is.null,participant_id.not.is.null')
      .eq('status', 'pending');
    expect(data).toEqual([]);
  });
});
