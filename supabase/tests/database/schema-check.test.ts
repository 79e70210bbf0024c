import { expect, it } from 'vitest';
import { productionLike, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Guards for migrations still to come: these fail as soon as someone adds a table without RLS,
// an open write policy for visitors, a security-definer function with a mutable search_path, or a
// function visitors can call that is not meant for them.

const ctx = useTestBackend<Database>(productionLike);

async function names(sql: string): Promise<string[]> {
  const { rows } = await ctx().backend.db.query<{ name: string }>(sql);
  return rows.map((r) => r.name).sort();
}

it('enables row-level security on every table the API exposes', async () => {
  const withoutRls = await names(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
  expect(withoutRls).toEqual([]);
});

it('gives visitors no write policy that is simply true', async () => {
  const openWrites = await names(`
    select tablename || ': ' || policyname as name from pg_policies
    where schemaname = 'public'
      and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
      and roles && array['anon', 'public']::name[]
      and (coalesce(with_check, 'true') = 'true' and coalesce(qual, 'true') = 'true')`);
  expect(openWrites).toEqual([]);
});

it('fixes the search_path of every security-definer function', async () => {
  const mutable = await names(`
    select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prosecdef
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
  expect(mutable).toEqual([]);
});

const visitorFunctions = [
  'consultation_days',
  'consultation_slots',
  'consultation_taken_slots',
  'is_admin',
  'rwanda_public_holidays',
  // Old addresses of renamed posts and projects (docs/content-trust.md); runs as the caller.
  'slug_redirects',
];
const adminFunctions = [
  'admin_add_team_member',
  // Checks private.can_handle_leads() (docs/leads.md, "Dashboard").
  'admin_dashboard_charts',
  'admin_dashboard_stats',
  'admin_needs_action_counts',
  'admin_open_inbox',
  'admin_recent_activity',
  'admin_record_factor_reset',
  'admin_remove_team_member',
  'admin_restore_deleted',
  'admin_set_team_role',
  'admin_team',
  'admin_search',
  'admin_team_members',
  // The Consultations list's order, a computed field read through the leads' own policies.
  'agenda_order',
  'admin_unread_counts',
  // Answers the caller's own role only (docs/team-and-roles.md).
  'current_team_role',
  // Content revisions: checks private.can_edit_content() (docs/content-trust.md).
  'restore_revision',
  'save_project',
];

function executableBy(role: string): Promise<string[]> {
  return names(`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and has_function_privilege('${role}', p.oid, 'execute')`);
}

// Every public write goes through an Edge Function (docs/trusted-submissions.md): visitors hold
// no write privilege at all on the submission tables, on the table or on any column.
const submissionTables = [
  'bookings',
  'consultations',
  'partner_applications',
  'enrollments',
  'participants',
];

it('gives visitors no write on any submission table', async () => {
  const writable = await names(`
    select t as name from unnest(array['${submissionTables.join("','")}']) as t
    where has_table_privilege('anon', 'public.' || t, 'INSERT, UPDATE, DELETE, TRUNCATE')
       or has_any_column_privilege('anon', 'public.' || t, 'INSERT, UPDATE')`);
  expect(writable).toEqual([]);
});

it('lets only the service role run the functions that store submissions and votes', async () => {
  const writers = await names(`
    select p.proname || ':' || r as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
      unnest(array['anon', 'authenticated', 'service_role']) as r
    where n.nspname = 'public' and p.proname in ('submit_public_form', 'cast_blog_vote')
      and has_function_privilege(r, p.oid, 'execute')`);
  expect(writers).toEqual(['cast_blog_vote:service_role', 'submit_public_form:service_role']);
});

// Only Stripe's signed events may move an enrollment's payment status (docs/payments.md): the
// function that does it is the service role's alone, and the events it keeps are private.
it('lets only the service role reconcile Stripe payments', async () => {
  const reconcilers = await names(`
    select r as name from unnest(array['anon', 'authenticated', 'service_role']) as r
    where has_function_privilege(r,
      'public.reconcile_stripe_event(text, text, text, text, bigint, text, boolean)', 'execute')`);
  expect(reconcilers).toEqual(['service_role']);
  const { rows } = await ctx().backend.db.query<{ schema: string }>(
    `select n.nspname as schema from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relname = 'stripe_events'`,
  );
  expect(rows).toEqual([{ schema: 'private' }]);
});

// The functions the trusted path replaced are gone, not merely revoked: no role (the service
// key included) can add votes past cast_blog_vote's one-per-visitor rule.
it('keeps no retired vote or limit function beside the trusted path', async () => {
  const retired = await names(`
    select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where (n.nspname, p.proname) in (('public', 'react_to_blog'), ('private', 'enforce_submission_limit'))`);
  expect(retired).toEqual([]);
});

// The visitor e-mails' outbox holds visitors' addresses and its settings decide what is sent
// (docs/visitor-emails.md): anon has no privilege on either, and only the service role claims.
it('gives visitors no access to the visitor e-mail outbox or its settings', async () => {
  const reachable = await names(`
    select t as name from unnest(array['visitor_emails', 'visitor_email_settings']) as t
    where has_table_privilege('anon', 'public.' || t, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE')
       or has_any_column_privilege('anon', 'public.' || t, 'SELECT, INSERT, UPDATE')`);
  expect(reachable).toEqual([]);
  const claimers = await names(`
    select r as name from unnest(array['anon', 'authenticated', 'service_role']) as r
    where has_function_privilege(r, 'public.claim_visitor_emails(uuid[])', 'execute')`);
  expect(claimers).toEqual(['service_role']);
});

it('lets visitors execute only the functions meant for them', async () => {
  expect(await executableBy('anon')).toEqual(visitorFunctions);
});

it('lets signed-in users execute only visitor and admin-checked functions', async () => {
  expect(await executableBy('authenticated')).toEqual(
    [...adminFunctions, ...visitorFunctions].sort(),
  );
});

it('keeps the private helper schema out of visitors reach', async () => {
  const { rows } = await ctx().backend.db.query<{ usable: boolean }>(
    `select has_schema_privilege('anon', 'private', 'usage') as usable`,
  );
  expect(rows[0]?.usable).toBe(false);
});

it('refuses a second live consultation in a slot through the unique index alone', async () => {
  const insert = `insert into public.consultations (full_name, email, phone_number, service, scheduled_for)
    values ('Index Test', $1, '+250 788 000 600', 'Other', ((current_date + 20) + time '11:00') at time zone 'Africa/Kigali')`;
  let refusal = '';
  await ctx().backend.db.transaction(async (tx) => {
    // Triggers off, so only the index can object (as it must when two inserts race).
    await tx.exec(`set local session_replication_role = replica`);
    await tx.query(insert, ['index-1@example.com']);
    await tx.query(insert, ['index-2@example.com']).catch((error: unknown) => {
      refusal = error instanceof Error ? error.message : String(error);
    });
    await tx.rollback();
  });
  expect(refusal).toMatch(/consultations_live_slot_key/);
});
