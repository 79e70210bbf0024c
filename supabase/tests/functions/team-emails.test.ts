import { listCaughtEmails, startMailCatcher, type MailCatcher } from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const alerts = (await listCaughtEmails(mail.apiUrl, adminEmail)).filter(
      (email) => email.subject === 'New booking from Alert Visitor',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(`https://admin.example.com/admin/bookings?id=${id}`);
    expect(alerts[0]?.text).toContain('the booking from Alert Visitor (Advertising Experts)');
    const members = [
      'jean.member@example.com',
      'quiet.member@example.com',
      'digest.member@example.com',
    ];
    const got = await Promise.all(
      members.map(async (address) =>
        (await listCaughtEmails(mail.apiUrl, address)).some((email) =>
          email.subject.startsWith('New booking from Alert Visitor'),
        ),
      ),
    );
    expect(got).toEqual([true, false, false]);
  });
});
