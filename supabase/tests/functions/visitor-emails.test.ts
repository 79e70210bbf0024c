import {
  caughtInvite,
  caughtSource,
  listCaughtEmails,
  parseInvite,
  startMailCatcher,
  type CaughtEmail,
  type MailCatcher,
} from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { setRowsStatus } from '@inzira/shared-data/admin-list';
import { scheduledFor, updateConsultation } from '@inzira/shared-data/consultations';
import {
  getLeadEmails,
  retryVisitorEmail,
  setVisitorEmailEnabled,
  withVisitorEmails,
} from '@inzira/shared-data/visitor-emails';
import { signedInClient, startTestContext, type TestContext } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

// The visitor e-mails end to end on real parts (docs/visitor-emails.md): the database queues,
// the Edge Function sends over SMTP to a real MailDev on free ports, and the tests read what
// arrived through MailDev's REST API.

let mail: MailCatcher;
let context: TestContext<Database>;
const ctx = () => context;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await startTestContext<Database>({ functionSecrets: mail.smtpSecrets });
});

afterAll(async () => {
  await context?.backend.stop();
  await mail?.stop();
});

const confirmAndSend = withVisitorEmails(updateConsultation);
const setStatusAndSend = withVisitorEmails(setRowsStatus);

async function newConsultation(email: string, fullName: string, at: string) {
  const { data, error } = await ctx()
    .service.from('consultations')
    .insert({
      full_name: fullName,
      email,
      phone_number: '+250 788 000 111',
      service: 'Brand Design',
      scheduled_for: at,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function inboxOf(address: string): Promise<CaughtEmail[]> {
  return listCaughtEmails(mail.apiUrl, address);
}

/** A free Kigali slot `days` ahead at `hour`:00, within the booking window. */
function slotIn(days: number, hour: '11:00'): string {
  return scheduledFor(format(addDays(TZDate.tz(AGENCY_TIME_ZONE), days), 'yyyy-MM-dd'), hour);
}

describe('visitor e-mails', () => {
  it('e-mails a confirmed consultation with its Kigali time and a calendar invitation', async () => {
    const id = await newConsultation('ada@example.com', 'Ada Uwase', '2026-11-20T07:00:00Z');
    await confirmAndSend(ctx().admin, id, { status: 'confirmed' });

    const [message, ...more] = await inboxOf('ada@example.com');
    expect(more).toEqual([]);
    expect(message?.subject).toBe('Your consultation with Inzira is confirmed');
    expect(message?.text).toContain('Hello Ada Uwase,');
    expect(message?.text).toContain('Friday 20 November 2026, 9:00 AM Kigali time');
    expect(message?.html).toContain('Friday 20 November 2026, 9:00 AM Kigali time');
    expect(message?.from).toEqual([{ address: 'hello@example.com', name: 'Inzira' }]);
    expect(await caughtSource(mail.apiUrl, message!.id)).toMatch(
      /^Reply-To: hello@example\.com\r?$/m,
    );

    const invite = parseInvite((await caughtInvite(mail.apiUrl, message!)) ?? '');
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `consultation-${id}@example.com`,
      sequence: 0,
      status: 'CONFIRMED',
      organizer: 'mailto:hello@example.com',
      attendees: ['mailto:ada@example.com'],
    });
    expect(invite.start.toISOString()).toBe('2026-11-20T07:00:00.000Z');
    const [row] = await getLeadEmails(ctx().admin, 'consultations', id);
    expect(row).toMatchObject({ kind: 'consultation_confirmed', status: 'sent', attempts: 1 });
  });

  it('keeps the UID across a reschedule and a cancellation, with a higher SEQUENCE each time', async () => {
    const first = slotIn(3, '11:00');
    const moved = slotIn(4, '11:00');
    const id = await newConsultation('ben@example.com', 'Ben Mugisha', first);
    await confirmAndSend(ctx().admin, id, { status: 'confirmed' });
    await confirmAndSend(ctx().admin, id, { scheduled_for: moved });
    await confirmAndSend(ctx().admin, id, { status: 'cancelled' });

    const messages = await inboxOf('ben@example.com');
    expect(messages.map((message) => message.subject)).toEqual([
      'Your consultation with Inzira is confirmed',
      'Your consultation with Inzira has moved',
      'Your consultation with Inzira is cancelled',
    ]);
    const invites = await Promise.all(
      messages.map(async (message) => parseInvite((await caughtInvite(mail.apiUrl, message))!)),
    );
    expect(new Set(invites.map((invite) => invite.uid)).size).toBe(1);
    expect(invites.map((invite) => invite.sequence)).toEqual([0, 1, 2]);
    expect(invites.map((invite) => invite.start.toISOString())).toEqual([
      new Date(first).toISOString(),
      new Date(moved).toISOString(),
      new Date(moved).toISOString(),
    ]);
    expect(invites.map((invite) => [invite.method, invite.status])).toEqual([
      ['REQUEST', 'CONFIRMED'],
      ['REQUEST', 'CONFIRMED'],
      ['CANCEL', 'CANCELLED'],
    ]);
  });

  it('keeps a name with line breaks out of the headers and sends to the lead only', async () => {
    const id = await newConsultation(
      'eve@example.com',
      'Eve\r\nBcc: victim@example.net\r\nSubject: pwned',
      '2026-11-20T08:00:00Z',
    );
    await confirmAndSend(ctx().admin, id, { status: 'confirmed' });

    const [message] = await inboxOf('eve@example.com');
    expect(message?.envelope.to).toEqual([{ address: 'eve@example.com' }]);
    expect(message?.subject).toBe('Your consultation with Inzira is confirmed');
    expect(message?.to).toEqual([
      { address: 'eve@example.com', name: 'Eve Bcc: victim@example.net Subject: pwned' },
    ]);
    const source = await caughtSource(mail.apiUrl, message!.id);
    expect(source).not.toMatch(/^(Bcc|Subject: pwned)/im);
    expect(await inboxOf('victim@example.net')).toEqual([]);
  });

  it('keeps the status change when sending fails, records why, and Retry sends it', async () => {
    const { data: booking } = await ctx()
      .service.from('bookings')
      .insert({
        full_name: 'Cleo Ineza',
        email: 'cleo@example.com',
        requested_service: 'Content Creation',
        project_description: 'A product video.',
      })
      .select('id')
      .single();
    const smtpPort = mail.smtpPort;
    const webPort = new URL(mail.apiUrl).port;
    await mail.stop();

    await setStatusAndSend(ctx().admin, 'bookings', [booking!.id], 'confirmed');
    const saved = await ctx().service.from('bookings').select('status').eq('id', booking!.id);
    expect(saved.data).toEqual([{ status: 'confirmed' }]);
    const [failed] = await getLeadEmails(ctx().admin, 'bookings', booking!.id);
    expect(failed).toMatchObject({ kind: 'booking_confirmed', status: 'failed', attempts: 1 });
    expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);

    // The catcher comes back on the same SMTP port the function was given.
    mail = await startMailCatcher({ smtpPort, webPort: Number(webPort) });
    await retryVisitorEmail(ctx().admin, failed!.id);
    const [sent] = await getLeadEmails(ctx().admin, 'bookings', booking!.id);
    expect(sent).toMatchObject({ id: failed!.id, status: 'sent', attempts: 2, last_error: null });
    const [message] = await inboxOf('cleo@example.com');
    expect(message?.subject).toBe('Your booking with Inzira is confirmed');
    expect(message?.text).toContain('Your booking for Content Creation is confirmed.');
    expect(await caughtInvite(mail.apiUrl, message!)).toBeUndefined();
  });

  it('records a switched-off kind as skipped and sends nothing', async () => {
    const { data: application } = await ctx()
      .service.from('partner_applications')
      .insert({
        company_name: 'Dan Media',
        email: 'dan@example.com',
        phone: '+250 788 000 222',
        message: 'We film events.',
      })
      .select('id')
      .single();
    await setVisitorEmailEnabled(ctx().admin, 'partner_application_rejected', false);
    await setStatusAndSend(ctx().admin, 'partner_applications', [application!.id], 'rejected');
    const [row] = await getLeadEmails(ctx().admin, 'partner_applications', application!.id);
    expect(row).toMatchObject({ kind: 'partner_application_rejected', status: 'skipped' });
    expect(await inboxOf('dan@example.com')).toEqual([]);

    await setStatusAndSend(ctx().admin, 'partner_applications', [application!.id], 'accepted');
    const [message] = await inboxOf('dan@example.com');
    expect(message?.subject).toBe('Welcome to the Inzira partner network');
  });

  it('lets no visitor or non-admin read the outbox, change settings or send', async () => {
    expect((await ctx().anon.from('visitor_emails').select('id')).error?.code).toBe('42501');
    expect((await ctx().anon.from('visitor_email_settings').select('kind')).error?.code).toBe(
      '42501',
    );
    await ctx().service.auth.admin.createUser({
      email: 'staff-mail@example.com',
      password: 'staff-password-1',
      email_confirm: true,
    });
    const staff = await signedInClient<Database>(
      ctx().backend,
      'staff-mail@example.com',
      'staff-password-1',
    );
    expect((await staff.from('visitor_emails').select('id')).data).toEqual([]);
    await expect(setVisitorEmailEnabled(staff, 'booking_confirmed', false)).rejects.toThrow(
      'Only administrators can change e-mail settings.',
    );
    // A visitor's publishable key is not among the function's callers (docs/api-keys.md); a
    // session is, but only an administrator's may send.
    await expect(retryVisitorEmail(ctx().anon, crypto.randomUUID())).rejects.toThrow(
      /matched no key configured for auth mode\(s\): "secret", "user"/,
    );
    await expect(retryVisitorEmail(staff, crypto.randomUUID())).rejects.toThrow(
      'Only administrators can send visitor e-mails.',
    );
  });

  it('takes no address or other field from the request', async () => {
    const answer = await ctx().admin.functions.invoke('send-visitor-emails', {
      body: { to: 'attacker@example.net' },
    });
    expect(answer.error).toBeTruthy();
    expect(await inboxOf('attacker@example.net')).toEqual([]);
  });
});
