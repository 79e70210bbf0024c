import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  caughtInvite,
  caughtSource,
  listCaughtEmails,
  parseInvite,
  startMailCatcher,
  type CaughtEmail,
  type MailCatcher,
} from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLeadEmails, setVisitorEmailEnabled } from '@inzira/shared-data/visitor-emails';
import { startTestContext, submitAsVisitor, type TestContext } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { HONEYPOT_FIELD } from '@inzira/contract/bot-check.ts';

// Enrollment and registration e-mails (docs/visitor-emails.md) on real parts: the visitor's form
// goes through its Edge Function, the database queues the e-mail with the row, and the function
// sends it after its answer over SMTP to a real MailDev; Stripe's signed event does the same for
// the payment.

const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
// Whole francs: Stripe counts RWF, a zero-decimal currency, as the catalogue does.
const course = { id: 'digital-marketing-mastery', priceCents: 450_000 };

let mail: MailCatcher;
let context: TestContext<Database>;
const ctx = () => context;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await startTestContext<Database>({
    functionSecrets: { ...mail.smtpSecrets, STRIPE_WEBHOOK_SECRET: webhookSecret },
  });
});

afterAll(async () => {
  await context?.backend.stop();
  await mail?.stop();
});

const unique = () => randomBytes(8).toString('hex');

/** The messages to `address` once `count` have arrived (they go after the visitor's answer). */
async function arrived(address: string, count: number): Promise<CaughtEmail[]> {
  return vi.waitFor(
    async () => {
      const caught = await listCaughtEmails(mail.apiUrl, address);
      expect(caught).toHaveLength(count);
      return caught;
    },
    { timeout: 20_000, interval: 200 },
  );
}

/** Stripe's signed `payment_intent.succeeded` for the enrollment's card. */
async function stripePaid(method: string, amount = course.priceCents) {
  const intent = `pi_${unique()}`;
  const payload = JSON.stringify({
    id: `evt_${unique()}`,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intent,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'rwf',
        payment_method: method,
        status: 'succeeded',
      },
    },
  });
  const deliver = async () => {
    const response = await fetch(`${ctx().backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
      body: payload,
    });
    return (await response.json()) as { outcome?: string };
  };
  return { deliver };
}

async function newEvent(location: string | null): Promise<string> {
  const { data, error } = await ctx()
    .service.from('events')
    .insert({
      title: `Brand Sprint ${unique()}`,
      description: 'A day of brand work with the team.',
      // 9:00 AM to 5:00 PM in Kigali (UTC+2).
      from_date: '2027-03-04T07:00:00Z',
      to_date: '2027-03-04T15:00:00Z',
      prize: 'A brand audit',
      location,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

describe('enrollment e-mails', () => {
  it('acknowledges an enrollment with its course and fee, then Stripe’s payment once', async () => {
    const email = `learner.${unique()}@example.com`;
    const method = `pm_${unique()}`;
    const id = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'Aline Learner',
      email,
      phone: '+250 788 000 777',
      courseId: course.id,
      paymentMethod: method,
    });

    const [received] = await arrived(email, 1);
    expect(received?.subject).toBe('Your enrollment in Digital Marketing Mastery is received');
    expect(received?.text).toContain('Hello Aline Learner,');
    expect(received?.text).toContain('The course fee is RWF 450,000.');
    expect(received?.text).toContain('we send you a second e-mail as soon as it has arrived');
    expect(received?.html).toContain('RWF 450,000');
    expect(received?.attachments ?? []).toEqual([]);

    const stripe = await stripePaid(method);
    expect((await stripe.deliver()).outcome).toBe('updated');
    const messages = await arrived(email, 2);
    const paid = messages.find((message) => message.subject.startsWith('Payment received'));
    expect(paid?.subject).toBe('Payment received for Digital Marketing Mastery');
    expect(paid?.text).toContain('We have received your payment of RWF 450,000');

    // Stripe delivers the same event again: nothing changes, no second receipt.
    expect((await stripe.deliver()).outcome).toBe('duplicate');
    const rows = await getLeadEmails(ctx().admin, 'enrollments', id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['enrollment_paid', 'sent'],
      ['enrollment_received', 'sent'],
    ]);
    expect(await listCaughtEmails(mail.apiUrl, email)).toHaveLength(2);
  });

  it('sends nothing for a robot that filled the honeypot, though it is answered as usual', async () => {
    const email = `robot.${unique()}@example.com`;
    await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'Robot Learner',
      email,
      phone: '+250 788 000 779',
      courseId: course.id,
      [HONEYPOT_FIELD]: 'https://spam.example.com',
    });
    const { data } = await ctx().service.from('visitor_emails').select('id').eq('recipient', email);
    expect(data).toEqual([]);
  });

  it('records a switched-off kind as skipped and sends nothing', async () => {
    await setVisitorEmailEnabled(ctx().admin, 'enrollment_received', false);
    try {
      const email = `quiet.${unique()}@example.com`;
      const id = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
        name: 'Quiet Learner',
        email,
        phone: '+250 788 000 778',
        courseId: course.id,
      });
      const [row, ...more] = await getLeadEmails(ctx().admin, 'enrollments', id);
      expect(more).toEqual([]);
      expect(row).toMatchObject({ kind: 'enrollment_received', status: 'skipped' });
      expect(await listCaughtEmails(mail.apiUrl, email)).toEqual([]);
    } finally {
      await setVisitorEmailEnabled(ctx().admin, 'enrollment_received', true);
    }
  });
});

describe('registration e-mails', () => {
  it('confirms a registration with the event’s dates and venue in a Kigali-time invitation', async () => {
    const eventId = await newEvent('Kigali Convention Centre, KG 2 Roundabout');
    const email = `guest.${unique()}@example.com`;
    const register = () =>
      submitAsVisitor(ctx().backend, 'register-for-event', {
        eventId,
        name: 'Grace Guest',
        email,
        phone: '788 000 222',
      });
    const id = await register();

    const [message] = await arrived(email, 1);
    expect(message?.subject).toMatch(/^You are registered for Brand Sprint [0-9a-f]+$/);
    expect(message?.text).toContain('When: Thursday 4 March 2027, 9:00 AM to 5:00 PM Kigali time.');
    expect(message?.text).toContain('Where: Kigali Convention Centre, KG 2 Roundabout.');

    const ics = (await caughtInvite(mail.apiUrl, message!)) ?? '';
    const invite = parseInvite(ics);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `registration-${id}@example.com`,
      startZone: 'Africa/Kigali',
      summary: message?.subject.replace('You are registered for ', ''),
      location: 'Kigali Convention Centre, KG 2 Roundabout',
      attendees: [`mailto:${email}`],
    });
    expect(ics).toMatch(/^DTSTART;TZID=Africa\/Kigali:20270304T090000\r?$/m);
    expect(invite.start.toISOString()).toBe('2027-03-04T07:00:00.000Z');
    expect(invite.end.toISOString()).toBe('2027-03-04T15:00:00.000Z');
    expect(await caughtSource(mail.apiUrl, message!.id)).toMatch(
      /^Content-Type: text\/calendar;.*method=REQUEST/m,
    );

    // Registering again answers as before and queues nothing more.
    expect(await register()).toBe(id);
    const rows = await getLeadEmails(ctx().admin, 'participants', id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([['registration_confirmed', 'sent']]);
  });

  it('does not send again when an administrator undoes a deleted registration', async () => {
    const eventId = await newEvent(null);
    const email = `undo.${unique()}@example.com`;
    const id = await submitAsVisitor(ctx().backend, 'register-for-event', {
      eventId,
      name: 'Undo Guest',
      email,
      phone: '788 000 223',
    });
    const [message] = await arrived(email, 1);
    // No venue: the agency's address, in the text and the invitation.
    expect(message?.text).toMatch(/Where: .+\./);

    expect((await ctx().admin.from('participants').delete().eq('id', id)).error).toBeNull();
    const restored = await ctx().admin.rpc('admin_restore_deleted', {
      table_name: 'participants',
      row_id: id,
    });
    expect(restored.error).toBeNull();
    const rows = await getLeadEmails(ctx().admin, 'participants', id);
    expect(rows.map((row) => row.kind)).toEqual(['registration_confirmed']);
  });
});
