import { listCaughtEmails, startMailCatcher, type MailCatcher } from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignLead } from '@inzira/shared-data/leads';
import {
  nonAdminClient,
  signedInClient,
  startTestContext,
  submitAsVisitor,
  type TestContext,
} from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// E-mails to the team (docs/leads.md): the database queues them, `send-team-emails` sends them
// over SMTP to a real MailDev, and each links straight to the lead in the admin.

let mail: MailCatcher;
let context: TestContext<Database>;
const ctx = () => context;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await startTestContext<Database>({
    functionSecrets: { ...mail.smtpSecrets, ADMIN_URL: 'https://admin.example.com/' },
  });
});

afterAll(async () => {
  await context?.backend.stop();
  await mail?.stop();
});

async function newMember(email: string): Promise<string> {
  const { data } = await ctx().service.auth.admin.createUser({
    email,
    password: 'member-password-1',
    email_confirm: true,
  });
  const id = data.user?.id ?? '';
  await ctx().service.from('team_members').insert({ user_id: id, role: 'sales' });
  return id;
}

async function newBooking(name: string): Promise<string> {
  const { data } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: name,
      email: 'visitor@example.com',
      requested_service: 'Translation Services',
      project_description: 'Contracts from French.',
    })
    .select('id')
    .single();
  return data?.id ?? '';
}

/** How many team e-mails are queued or being sent. */
async function outboxBusy(): Promise<number> {
  const { count } = await ctx()
    .service.from('team_emails')
    .select('id', { count: 'exact', head: true })
    .in('status', ['pending', 'sending']);
  return count ?? -1;
}

describe('send-team-emails', () => {
  it('e-mails the assignee a link that opens the lead', async () => {
    await newMember('jean.member@example.com');
    const { data: members } = await ctx().admin.rpc('admin_team_members');
    const jean = members?.find((member) => member.email === 'jean.member@example.com');
    const id = await newBooking('Eric\r\nBcc: attacker@example.com Ndayisaba');
    await assignLead(ctx().admin, 'bookings', id, jean?.user_id ?? null);

    // Jean also hears of the new booking itself (a new-lead alert); this is the assignment's.
    const [email, ...more] = (
      await listCaughtEmails(mail.apiUrl, 'jean.member@example.com')
    ).filter((caught) => caught.subject.startsWith('Assigned to you'));
    expect(more).toEqual([]);
    expect(email?.subject).toBe(
      'Assigned to you: booking from Eric Bcc: attacker@example.com Ndayisaba',
    );
    expect(email?.text).toContain(`https://admin.example.com/admin/bookings?id=${id}`);
    expect(email?.text).toContain(`${ctx().backend.admin?.email} assigned you the booking`);
    expect(email?.html).toContain(`href="https://admin.example.com/admin/bookings?id=${id}"`);
    expect(await listCaughtEmails(mail.apiUrl, 'attacker@example.com')).toEqual([]);
    const { data: row } = await ctx()
      .service.from('team_emails')
      .select('status, sent_at')
      .eq('lead_id', id)
      .eq('kind', 'lead_assigned')
      .single();
    expect(row?.status).toBe('sent');
  });

  it('sends for administrators only, and takes nothing from the request', async () => {
    expect(
      (await ctx().anon.functions.invoke('send-team-emails', { body: {} })).error,
    ).not.toBeNull();
    const user = await nonAdminClient<Database>(ctx().backend);
    const answer = await user.functions.invoke('send-team-emails', { body: {} });
    expect(answer.response?.status).toBe(403);
    const forged = await ctx().admin.functions.invoke('send-team-emails', {
      body: { recipient: 'attacker@example.com' },
    });
    expect(forged.error).toBeNull();
    expect(await listCaughtEmails(mail.apiUrl, 'attacker@example.com')).toEqual([]);
  });
});

describe('new-lead alerts', () => {
  it('e-mails each member who wants each lead once the lead is stored, with its link', async () => {
    const quiet = await newMember('quiet.member@example.com');
    const digest = await newMember('digest.member@example.com');
    for (const [email, choice] of [
      ['quiet.member@example.com', 'none'],
      ['digest.member@example.com', 'daily_digest'],
    ] as const) {
      const member = await signedInClient<Database>(ctx().backend, email, 'member-password-1');
      const own = email.startsWith('quiet') ? quiet : digest;
      const { error } = await member
        .from('team_member_preferences')
        .insert({ user_id: own, lead_alerts: choice });
      expect(error).toBeNull();
      // Nobody sets another member's preference.
      const other = await member
        .from('team_member_preferences')
        .insert({ user_id: own === quiet ? digest : quiet, lead_alerts: 'none' });
      expect(other.error).not.toBeNull();
    }

    const id = await submitAsVisitor(ctx().backend, 'submit-booking', {
      name: 'Alert Visitor',
      email: 'alert.visitor@example.com',
      phone: '788 123 456',
      service: 'Advertising Experts',
      description: 'Billboards along the airport road.',
    });
    const adminEmail = ctx().backend.admin?.email ?? '';
    // The alerts go after the visitor's answer.
    const alerts = await vi.waitFor(
      async () => {
        const caught = (await listCaughtEmails(mail.apiUrl, adminEmail)).filter(
          (email) => email.subject === 'New booking from Alert Visitor',
        );
        expect(caught).toHaveLength(1);
        return caught;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(alerts[0]?.text).toContain(`https://admin.example.com/admin/bookings?id=${id}`);
    expect(alerts[0]?.text).toContain('the booking from Alert Visitor (Advertising Experts)');
    const members = [
      'jean.member@example.com',
      'quiet.member@example.com',
      'digest.member@example.com',
    ];
    const got = () =>
      Promise.all(
        members.map(async (address) =>
          (await listCaughtEmails(mail.apiUrl, address)).some((email) =>
            email.subject.startsWith('New booking from Alert Visitor'),
          ),
        ),
      );
    // The members' alerts follow one another: wait for the outbox to be empty, then look.
    await vi.waitFor(async () => expect(await outboxBusy()).toBe(0), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await got()).toEqual([true, false, false]);
  });
});

describe('the team outbox drains', () => {
  it("sends a new lead's alert at once behind a backlog, and the backlog after it", async () => {
    // No other send is still at work (an earlier test's), so this submission's is the only one.
    await vi.waitFor(async () => expect(await outboxBusy()).toBe(0), {
      timeout: 15_000,
      interval: 200,
    });
    // 40 leads stored without a send (an administrator's own entries, an import): with the team's
    // members that is far more than one batch of queued alerts, all older than the next lead's.
    const { error } = await ctx()
      .service.from('bookings')
      .insert(
        Array.from({ length: 40 }, (_, index) => ({
          full_name: `Backlog Visitor ${index}`,
          email: `backlog.${index}@example.com`,
          requested_service: 'Translation Services',
          project_description: 'Queued without a send.',
        })),
      );
    expect(error).toBeNull();
    const adminEmail = ctx().backend.admin?.email ?? '';
    await submitAsVisitor(ctx().backend, 'submit-booking', {
      name: 'Fresh Visitor',
      email: 'fresh.visitor@example.com',
      phone: '788 123 456',
      service: 'Advertising Experts',
      description: 'Posters for a festival.',
    });
    // Everything is sent in the end, and the new lead's alerts went before the backlog's.
    const sent = await vi.waitFor(
      async () => {
        const { data } = await ctx()
          .service.from('team_emails')
          .select('status, sent_at, lead_name')
          .in('lead_name', [
            'Fresh Visitor',
            ...Array.from({ length: 40 }, (_, i) => `Backlog Visitor ${i}`),
          ]);
        expect(data?.length).toBeGreaterThan(40);
        expect(data?.filter((row) => row.status !== 'sent')).toEqual([]);
        return data ?? [];
      },
      { timeout: 30_000, interval: 250 },
    );
    const lastFresh = Math.max(
      ...sent
        .filter((row) => row.lead_name === 'Fresh Visitor')
        .map((row) => Date.parse(row.sent_at ?? '')),
    );
    const firstBacklog = Math.min(
      ...sent
        .filter((row) => row.lead_name !== 'Fresh Visitor')
        .map((row) => Date.parse(row.sent_at ?? '')),
    );
    expect(lastFresh).toBeLessThanOrEqual(firstBacklog);
    const subjects = (await listCaughtEmails(mail.apiUrl, adminEmail)).map((m) => m.subject);
    expect(subjects).toContain('New booking from Fresh Visitor');
    expect(subjects).toContain('New booking from Backlog Visitor 39');
  });

  it('tries a failed e-mail again after a pause that grows, five attempts in all', async () => {
    const id = await newBooking('Retry Visitor');
    // As if the SMTP server had refused the e-mails `minutesAgo` minutes ago, `attempts` times
    // (triggers off, so the change keeps the time it is given).
    const failed = (attempts: number, minutesAgo: number) =>
      ctx().backend.db.transaction(async (tx) => {
        await tx.exec(`set local session_replication_role = replica`);
        await tx.query(
          `update public.team_emails set status = 'failed', attempts = $2, last_error = 'SMTP down',
             updated_at = now() - $3 * interval '1 minute' where lead_id = $1`,
          [id, attempts, minutesAgo],
        );
      });
    const claim = async () =>
      (await ctx().service.rpc('claim_team_emails', { for_lead: id })).data ?? [];

    await failed(1, 0);
    expect(await claim()).toEqual([]); // too soon
    await failed(2, 1.5);
    expect(await claim()).toEqual([]); // the second pause is two minutes
    await failed(2, 2.5);
    const retried = await claim();
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((row) => row.status === 'sending' && row.attempts === 3)).toBe(true);
    await failed(5, 60);
    expect(await claim()).toEqual([]); // given up after five
  });

  it('refuses a lead that is not an id, and names nobody else', async () => {
    const answer = await ctx().admin.functions.invoke('send-team-emails', {
      body: { lead: ['not', 'an id'] },
    });
    expect(answer.response?.status).toBe(400);
    const text = await ctx().admin.functions.invoke('send-team-emails', {
      body: { lead: "x' or 1=1 --" },
    });
    expect(text.response?.status).toBe(400);
  });
});
