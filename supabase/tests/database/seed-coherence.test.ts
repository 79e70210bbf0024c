import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The demo agency tells one coherent, clearly fictional story (docs/content-trust.md): a visitor
// who reads the team page, the stories and the portfolio side by side finds nothing that
// contradicts itself.

const ctx = useTestBackend<Database>();

/** Where the agency's own media lives: its Storage bucket or the seed's illustrations. */
const ownMedia = /^(\/media\/|https?:\/\/[^/]+\/storage\/v1\/object\/public\/)/;

const kigaliToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(new Date());

const normalise = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

describe('the seed', () => {
  it('plays no video that is not the row’s own', async () => {
    const { data: projects } = await ctx().service.from('projects').select('title, video_link');
    const { data: testimonials } = await ctx()
      .service.from('testimonials')
      .select('author, video_url');
    const videos = [
      ...(projects ?? []).map((row) => ({ row: row.title, url: row.video_link })),
      ...(testimonials ?? []).map((row) => ({ row: row.author, url: row.video_url })),
    ].filter((video) => video.url !== null);
    expect(videos.filter((video) => !ownMedia.test(video.url ?? ''))).toEqual([]);
  });

  it('dates no completed project in the future', async () => {
    const { data } = await ctx().service.from('projects').select('title, completed_date');
    expect(data?.length).toBeGreaterThan(0);
    expect((data ?? []).filter((row) => row.completed_date > kigaliToday())).toEqual([]);
  });

  it('names nobody both as a client and as staff', async () => {
    const db = ctx().service;
    const staff = [
      ...((await db.from('professionals').select('full_name')).data ?? []).map((r) => r.full_name),
      ...((await db.from('blogs').select('author_name')).data ?? []).map((r) => r.author_name),
    ];
    const clients = [
      ...((await db.from('testimonials').select('author')).data ?? []).map((r) => r.author),
      ...((await db.from('bookings').select('full_name')).data ?? []).map((r) => r.full_name),
      ...((await db.from('consultations').select('full_name')).data ?? []).map((r) => r.full_name),
      ...((await db.from('enrollments').select('full_name')).data ?? []).map((r) => r.full_name),
      ...((await db.from('participants').select('name')).data ?? []).map((r) => r.name),
    ];
    expect(staff.length).toBeGreaterThan(5);
    const staffNames = new Set(staff.map(normalise));
    expect(clients.filter((name) => staffNames.has(normalise(name)))).toEqual([]);
  });

  it('tells each customer story once, by a client of the agency', async () => {
    const { data: stories } = await ctx()
      .service.from('testimonials')
      .select('company, headline')
      .eq('is_story', true);
    expect(stories?.length).toBeGreaterThanOrEqual(3);
    const companies = (stories ?? []).map((story) => story.company);
    expect(new Set(companies).size).toBe(companies.length);
  });

  it('has every course taught by one of the professionals', async () => {
    const { data } = await ctx()
      .service.from('courses')
      .select('id, instructor:professionals(full_name)');
    expect(data?.length).toBeGreaterThan(0);
    expect((data ?? []).filter((course) => !course.instructor)).toEqual([]);
  });
});

describe('the database', () => {
  it('refuses a completed project dated in the future, whoever writes it', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { error } = await ctx().admin.from('projects').insert({
      title: 'Not yet',
      description: 'Still running.',
      client_name: 'X',
      completed_date: tomorrow,
    });
    expect(error?.message).toContain('A completed project cannot be dated in the future');
    const { data } = await ctx().service.from('projects').select('id').eq('title', 'Not yet');
    expect(data).toEqual([]);
  });
});
