import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '@inzira/local-backend';
import {
  adminClient,
  clientFor,
  nonAdminClient,
  permissionDenied,
  productionLike,
  startTestBackend,
  submissionTables,
  type TestClient,
} from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Row-level security and grants as each caller meets them through supabase-js: every allowed
// action works, every forbidden one fails and leaves the data as it was.

const seededBlogId = 'a4000000-0000-4000-8000-000000000001';
const linkedBookingId = 'b1000000-0000-4000-8000-000000000001';
const upcomingEventId = 'a6000000-0000-4000-8000-000000000001';

let backend: LocalBackend;
let anon: TestClient<Database>;
let user: TestClient<Database>;
let admin: TestClient<Database>;

beforeAll(async () => {
  backend = await startTestBackend(productionLike);
  anon = clientFor<Database>(backend);
  user = await nonAdminClient<Database>(backend);
  admin = await adminClient<Database>(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function bookingsFor(email: string) {
  const { data, error } = await admin.from('bookings').select('id, status').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

async function blogTitle(id: string) {
  const { data } = await admin.from('blogs').select('title').eq('id', id).single();
  return data?.title;
}

const visitorBooking = (email: string) => ({
  full_name: 'Test Visitor',
  email,
  phone_number: '+250 788 000 999',
  requested_service: 'Content Creation',
  project_description: 'A short film about our shop.',
});

describe('anonymous visitor', () => {
  it('reads published content', async () => {
    // Every column but `translations`, which visitors are not granted (docs/content-translations.md).
    const services = await anon
      .from('services')
      .select('id, title, published_translations')
      .order('created_at', { ascending: false });
    expect(services.error).toBeNull();
    expect(services.data?.length).toBeGreaterThanOrEqual(6);

    const blogs = await anon.from('blogs').select('id, is_published');
    expect(blogs.error).toBeNull();
    expect(blogs.data?.length).toBeGreaterThanOrEqual(8);
    expect(blogs.data?.every((b) => b.is_published)).toBe(true);

    for (const table of ['testimonials', 'projects', 'project_members', 'events'] as const) {
      const { data, error } = await anon.from(table).select('created_at');
      expect(error, table).toBeNull();
      expect(data?.length, table).toBeGreaterThan(0);
    }
  });

  it('does not see unpublished posts', async () => {
    const hidden = await admin
      .from('blogs')
      .insert({
        title: 'Draft post',
        category: 'Technology',
        excerpt: 'Not ready yet.',
        content: 'Work in progress.',
        author_name: 'Olivier Niyonzima',
        author_role: 'Web Developer',
        is_published: false,
      })
      .select('id')
      .single();
    expect(hidden.error).toBeNull();
    const { data } = await anon
      .from('blogs')
      .select('id')
      .eq('id', hidden.data?.id ?? '');
    expect(data).toEqual([]);
  });

  it('reads professionals without e-mail or phone', async () => {
    const publicColumns = await anon
      .from('professionals')
      .select('id, full_name, title, profile_pic, skills, num_task_completed')
      .order('num_task_completed', { ascending: false })
      .limit(10);
    expect(publicColumns.error).toBeNull();
    expect(publicColumns.data).toHaveLength(10);

    const email = await anon.from('professionals').select('email');
    expect(email.error).toMatchObject(permissionDenied('table', 'professionals'));
    expect(email.data).toBeNull();
    const phone = await anon.from('professionals').select('full_name, phone_number');
    expect(phone.error).toMatchObject(permissionDenied('table', 'professionals'));
  });

  it('is refused a direct insert into every submission table (only the functions write)', async () => {
    const rows = {
      bookings: visitorBooking('anon-booking@example.com'),
      consultations: {
        full_name: 'Direct',
        email: 'anon-booking@example.com',
        phone_number: '+250 788 000 990',
        service: 'Other',
        scheduled_for: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
      partner_applications: {
        company_name: 'Direct Ltd',
        email: 'anon-booking@example.com',
        phone: '+250 788 000 998',
        message: 'Hello.',
      },
      enrollments: {
        course_id: 'event-management-fundamentals',
        course_title: 'Event Management Fundamentals',
        amount_cents: 29900,
        full_name: 'Direct',
        email: 'anon-booking@example.com',
        phone: '+250 788 000 997',
      },
      participants: {
        event_id: upcomingEventId,
        name: 'Direct',
        email: 'anon-booking@example.com',
      },
    } as const;
    for (const [table, row] of Object.entries(rows)) {
      const single = await anon.from(table as keyof typeof rows).insert(row as never);
      expect(single.error?.code, table).toBe('42501');
      const many = await anon.from(table as keyof typeof rows).insert([row, row] as never);
      expect(many.error?.code, table).toBe('42501');
      const stored = await admin
        .from(table as keyof typeof rows)
        .select('id')
        .eq('email', 'anon-booking@example.com');
      expect(stored.data, table).toEqual([]);
    }
  });

  it('cannot choose a status, an id or a service link for its booking', async () => {
    const email = 'anon-forger@example.com';
    const withStatus = await anon
      .from('bookings')
      .insert({ ...visitorBooking(email), status: 'confirmed' });
    expect(withStatus.error).toMatchObject(permissionDenied('table', 'bookings'));
    const withId = await anon
      .from('bookings')
      .insert({ ...visitorBooking(email), id: '00000000-0000-4000-8000-000000000001' });
    expect(withId.error).toMatchObject(permissionDenied('table', 'bookings'));
    expect(await bookingsFor(email)).toEqual([]);
  });

  it('never reads submissions', async () => {
    for (const table of submissionTables) {
      const { data, error } = await anon.from(table).select('id');
      expect(error, table).toMatchObject(permissionDenied('table', table));
      expect(data, table).toBeNull();
    }
    const admins = await anon.from('team_members').select('user_id');
    expect(admins.error).toMatchObject(permissionDenied('table', 'team_members'));
  });

  it('cannot record an enrollment as paid', async () => {
    const { error } = await anon.from('enrollments').insert({
      course_id: 'event-management-fundamentals',
      course_title: 'Event Management Fundamentals',
      amount_cents: 0,
      full_name: 'Free Rider',
      email: 'anon-free-rider@example.com',
      phone: '+250 788 000 996',
      payment_status: 'paid',
    });
    expect(error).toMatchObject(permissionDenied('table', 'enrollments'));
    const stored = await admin
      .from('enrollments')
      .select('id')
      .eq('email', 'anon-free-rider@example.com');
    expect(stored.data).toEqual([]);
  });

  it('never changes content', async () => {
    const before = await blogTitle(seededBlogId);
    const servicesBefore = await anon.from('services').select('id');
    const update = await anon
      .from('blogs')
      .update({ title: 'Defaced', upvotes: 9999 })
      .eq('id', seededBlogId);
    expect(update.error).toMatchObject(permissionDenied('table', 'blogs'));
    const remove = await anon
      .from('services')
      .delete()
      .eq('id', 'a1000000-0000-4000-8000-000000000001');
    expect(remove.error).toMatchObject(permissionDenied('table', 'services'));
    const insert = await anon
      .from('testimonials')
      .insert({ company: 'X', quote: 'Y', author: 'Z', role: 'W' });
    expect(insert.error).toMatchObject(permissionDenied('table', 'testimonials'));

    expect(await blogTitle(seededBlogId)).toBe(before);
    const services = await anon.from('services').select('id');
    expect(services.data).toEqual(servicesBefore.data);
  });

  it('cannot vote or store submissions through the database functions', async () => {
    const before = await anon.from('blogs').select('upvotes').eq('id', seededBlogId).single();
    // The old one-call vote is dropped altogether (schema-check.test.ts).
    const vote = await anon.rpc('cast_blog_vote', {
      blog_id: seededBlogId,
      visitor_id: 'a-visitor-id-0000001',
      source_address: '203.0.113.1',
      vote: 'upvote',
    });
    expect(vote.error).not.toBeNull();
    const submit = await anon.rpc('submit_public_form', {
      form_name: 'booking',
      source_address: '203.0.113.1',
      fields: visitorBooking('rpc-forger@example.com'),
    });
    expect(submit.error).not.toBeNull();
    const after = await anon.from('blogs').select('upvotes').eq('id', seededBlogId).single();
    expect(after.data).toEqual(before.data);
  });

  it('cannot call the admin dashboard functions', async () => {
    const stats = await anon.rpc('admin_dashboard_stats');
    expect(stats.error).toMatchObject(permissionDenied('function', 'admin_dashboard_stats'));
    expect(stats.data).toBeNull();
    const activity = await anon.rpc('admin_recent_activity', { max_rows: 5 });
    expect(activity.error).toMatchObject(permissionDenied('function', 'admin_recent_activity'));
  });
});

describe('signed-in user who is not an admin (metadata claims admin)', () => {
  it('reads no submissions, no professionals and no admin list', async () => {
    for (const table of [...submissionTables, 'professionals', 'team_members'] as const) {
      const { data } = await user.from(table).select('*');
      expect(data ?? [], table).toEqual([]);
    }
  });

  it('cannot write content', async () => {
    const before = await blogTitle(seededBlogId);
    await user.from('blogs').update({ title: 'Defaced' }).eq('id', seededBlogId);
    expect(await blogTitle(seededBlogId)).toBe(before);

    const insert = await user.from('services').insert({
      title: 'Fake service',
      description: 'Should not exist.',
      features: ['Nothing'],
    });
    expect(insert.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "services"',
    });
    const fake = await admin.from('services').select('id').eq('title', 'Fake service');
    expect(fake.data).toEqual([]);

    const bookingBefore = await admin
      .from('bookings')
      .select('*')
      .eq('id', linkedBookingId)
      .single();
    await user.from('bookings').update({ status: 'cancelled' }).eq('id', linkedBookingId);
    await user.from('bookings').delete().eq('id', linkedBookingId);
    const bookingAfter = await admin
      .from('bookings')
      .select('*')
      .eq('id', linkedBookingId)
      .single();
    expect(bookingAfter.data).toEqual(bookingBefore.data);
  });

  it('cannot set a status on its own submission', async () => {
    const email = 'user-forger@example.com';
    const { error } = await user
      .from('bookings')
      .insert({ ...visitorBooking(email), status: 'completed' });
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "bookings"',
    });
    expect(await bookingsFor(email)).toEqual([]);
  });

  it('is refused by the dashboard functions', async () => {
    const stats = await user.rpc('admin_dashboard_stats');
    expect(stats.error?.code).toBe('42501');
    const activity = await user.rpc('admin_recent_activity', {});
    expect(activity.error?.code).toBe('42501');
  });
});

describe('administrator', () => {
  it('lists bookings newest first with the linked service title', async () => {
    const { data, error } = await admin
      .from('bookings')
      .select('*, service:services(title)')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const linked = data?.find((b) => b.id === linkedBookingId);
    expect(linked?.service).toEqual({ title: 'Content Creation' });
  });

  it('manages services', async () => {
    const created = await admin
      .from('services')
      .insert({
        title: 'Drone Filming',
        description: 'Aerial footage.',
        features: ['4K video'],
        num_of_clients: 3,
        satisfaction: 4.5,
      })
      .select()
      .single();
    expect(created.error).toBeNull();
    const id = created.data?.id ?? '';
    const updated = await admin
      .from('services')
      .update({ satisfaction: 4.9 })
      .eq('id', id)
      .select()
      .single();
    expect(updated.data?.satisfaction).toBe(4.9);
    const removed = await admin.from('services').delete().eq('id', id);
    expect(removed.error).toBeNull();
    const gone = await anon.from('services').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('changes a booking status and keeps created_at on edits', async () => {
    const before = await admin
      .from('bookings')
      .select('created_at')
      .eq('id', linkedBookingId)
      .single();
    const { data, error } = await admin
      .from('bookings')
      .update({ status: 'confirmed', created_at: new Date().toISOString() })
      .eq('id', linkedBookingId)
      .select('status, created_at')
      .single();
    expect(error).toBeNull();
    expect(data?.status).toBe('confirmed');
    expect(data?.created_at).toBe(before.data?.created_at);
  });

  it('reads professionals with contact details', async () => {
    const { data, error } = await admin.from('professionals').select('email, phone_number');
    expect(error).toBeNull();
    expect(data?.length).toBe(10);
    expect(data?.every((p) => p.email.endsWith('@example.com'))).toBe(true);
  });

  it('reads live dashboard figures and recent activity', async () => {
    const stats = await admin.rpc('admin_dashboard_stats');
    expect(stats.error).toBeNull();
    expect(stats.data).toMatchObject({
      total_professionals: { value: 10 },
      completed_projects: { value: 9 },
    });
    const activity = await admin.rpc('admin_recent_activity', { max_rows: 5 });
    expect(activity.error).toBeNull();
    expect(activity.data).toHaveLength(5);
  });

  it('sees participant counts per event', async () => {
    const { data, error } = await admin
      .from('events_with_counts')
      .select('id, participant_count')
      .eq('id', upcomingEventId)
      .single();
    expect(error).toBeNull();
    expect(data?.participant_count).toBeGreaterThanOrEqual(3);
  });
});
