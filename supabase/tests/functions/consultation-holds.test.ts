import {
  listCaughtEmails,
  runScheduledJobs,
  startMailCatcher,
  type MailCatcher,
} from '@inzira/local-backend';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  kigaliSlot,
  postFrom,
  repeatedStatuses,
  startTestContext,
  submitAsVisitor,
  type TestContext,
} from '@inzira/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Holds, e-mail verification and self-service on real parts (docs/consultations.md): the
// function stores a hold, sends the verification e-mail over SMTP to MailDev, and the tests read
// the link and code back from what arrived, as a visitor would.

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

interface Slot {
  date: string;
  time: string;
  /** The instant, as the database answers it. */
  iso: string;
}

/**
 * A distinct slot for each request of this file, 10 or more days ahead, on a weekday away from
 * the year-end holidays, so it stays open whatever the working hours.
 */
const slots = (function* (): Generator<Slot> {
  for (let days = 10; days < 55; days++) {
    for (const hour of [9, 10, 11, 14, 15]) {
      const iso = kigaliSlot(days, hour);
      const kigali = new Date(Date.parse(iso) + 2 * 3_600_000);
      const monthDay = kigali.toISOString().slice(5, 10);
      if (kigali.getUTCDay() % 6 === 0 || monthDay >= '12-24' || monthDay <= '01-02') continue;
      yield { date: kigali.toISOString().slice(0, 10), time: `${hour}:00`.padStart(5, '0'), iso };
    }
  }
})();

function freeSlot(): Slot {
  const next = slots.next();
  if (next.done) throw new Error('no slot left');
  return next.value;
}

async function book(email: string, slot = freeSlot()) {
  const reference = await submitAsVisitor(ctx().backend, 'submit-consultation', {
    name: 'Hold Visitor',
    email,
    phone: '+250 788 000 111',
    service: 'Brand Design',
    date: slot.date,
    time: slot.time,
  });
  const [message] = await listCaughtEmails(mail.apiUrl, email);
  if (!message) throw new Error(`no verification e-mail for ${email}`);
  const text = message.text ?? '';
  const token = /consultation\/confirm\?token=([0-9a-f]{64})/.exec(text)?.[1];
  const code = /code on the page where you booked: (\d{6})/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no link or code in: ${text}`);
  return { reference, token, code, message, slot };
}

const confirm = (body: Record<string, unknown>) =>
  postFrom(ctx().backend, '127.0.0.1', 'confirm-consultation', body);
const manage = (body: Record<string, unknown>) =>
  postFrom(ctx().backend, '127.0.0.1', 'manage-consultation', body);

async function adminSees(id: string): Promise<boolean> {
  const { data, error } = await ctx().admin.from('consultations').select('id').eq('id', id);
  if (error) throw error;
  return data.length === 1;
}

async function lapse(id: string) {
  const { error } = await ctx()
    .service.from('consultations')
    .update({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() })
    .eq('id', id);
  if (error) throw error;
}

describe('consultation holds', () => {
  it('e-mails a link and a code, hides the hold from the team until confirmed, and the link works once', async () => {
    const { reference, token, code, message } = await book('link-once@example.com');
    expect(message.subject).toBe('Confirm your e-mail to keep your consultation request');
    expect(message.text).not.toMatch(/is confirmed/);
    expect(await adminSees(reference)).toBe(false);

    const first = await confirm({ token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ consultation: { service: 'Brand Design' } });
    expect(await adminSees(reference)).toBe(true);

    const again = await confirm({ token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/used already/);
    // The code of a confirmed request is spent too.
    expect((await confirm({ email: 'link-once@example.com', code })).status).toBe(400);
  });

  it('tells the team of a request only once its visitor has confirmed it', async () => {
    const { reference, token } = await book('alert-after-confirm@example.com');
    const alerts = async () =>
      (
        await ctx()
          .service.from('team_emails')
          .select('id')
          .eq('lead_id', reference)
          .eq('kind', 'new_lead')
      ).data ?? [];
    expect(await alerts()).toEqual([]);
    expect((await confirm({ token })).status).toBe(200);
    expect((await alerts()).length).toBeGreaterThan(0);
  });

  it('confirms by e-mail and code once, whatever the case of the address', async () => {
    const { reference, code } = await book('code-once@example.com');
    expect((await confirm({ email: 'Code-Once@Example.com', code })).status).toBe(200);
    expect(await adminSees(reference)).toBe(true);
    expect((await confirm({ email: 'code-once@example.com', code })).status).toBe(400);
  });

  it('refuses to confirm a hold that lapsed, and frees its slot for the next visitor', async () => {
    const { reference, token, code, slot } = await book('lapsed@example.com');
    await lapse(reference);
    expect((await confirm({ token })).status).toBe(400);
    expect((await confirm({ email: 'lapsed@example.com', code })).status).toBe(400);
    expect(await adminSees(reference)).toBe(false);

    const taken = await ctx().anon.rpc('consultation_taken_slots', { day: slot.date });
    expect((taken.data ?? []).map((at) => new Date(at).toISOString())).not.toContain(slot.iso);
    const next = await book('next-visitor@example.com', slot);
    expect(next.reference).not.toBe(reference);
  });

  it('stops accepting codes after five wrong guesses, even guessed all at once, while the link still works', async () => {
    const { token, code } = await book('guessed@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const statuses = await repeatedStatuses(8, async () => {
      const answer = await confirm({ email: 'guessed@example.com', code: wrong });
      return new Response(null, { status: answer.status });
    });
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect((await confirm({ email: 'guessed@example.com', code })).status).toBe(400);
    expect((await confirm({ token })).status).toBe(200);
  });

  it('refuses crafted confirmations with a clear 400 and no hint of which addresses hold a slot', async () => {
    const answers = await Promise.all([
      confirm({ token: 'f'.repeat(64) }),
      confirm({ token: ['a'] }),
      confirm({ token: 'x'.repeat(100_000) }),
      confirm({ email: 'nobody@example.com', code: '123456' }),
      confirm({ email: 'nobody@example.com', code: '12345\u0000' }),
      confirm({ email: 'nobody@example.com', code: '1234567' }),
      confirm({ token: 'f'.repeat(64), email: 'x@example.com', code: '123456' }),
      confirm({ admin: true }),
    ]);
    expect(
      answers.map((answer) => answer.status).every((status) => status >= 400 && status < 500),
    ).toBe(true);
    const [unknownAddress] = answers.slice(3, 4);
    const known = await book('known@example.com');
    const wrongForKnown = await confirm({
      email: 'known@example.com',
      code: String((Number(known.code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrongForKnown.body.error).toBe(unknownAddress?.body.error);
  });
});

describe('self-service through the e-mail link', () => {
  it('shows, reschedules and cancels the appointment, in the lead history as the visitor', async () => {
    const email = 'self-service@example.com';
    const { reference, token } = await book(email);
    const confirmed = await confirm({ token });
    const manageToken = String(confirmed.body.manageToken);

    const view = await manage({ token: manageToken, action: 'view' });
    expect(view.body).toMatchObject({ consultation: { status: 'pending' } });

    const moved = freeSlot();
    const reschedule = await manage({
      token: manageToken,
      action: 'reschedule',
      scheduled_for: moved.iso,
    });
    expect(reschedule.status).toBe(200);
    const after = await manage({ token: manageToken, action: 'view' });
    expect(after.body).toMatchObject({ consultation: { status: 'pending' } });
    const { data: stored } = await ctx()
      .service.from('consultations')
      .select('scheduled_for')
      .eq('id', reference)
      .single();
    expect(new Date(stored?.scheduled_for ?? '').toISOString()).toBe(moved.iso);

    const cancel = await manage({ token: manageToken, action: 'cancel' });
    expect(cancel.body).toMatchObject({ consultation: { status: 'cancelled' } });
    const late = await manage({
      token: manageToken,
      action: 'reschedule',
      scheduled_for: freeSlot().iso,
    });
    expect(late.status).toBe(400);

    const subjects = (await listCaughtEmails(mail.apiUrl, email)).map((message) => message.subject);
    expect(subjects).toEqual([
      'Confirm your e-mail to keep your consultation request',
      'Your consultation with Inzira has moved',
      'Your consultation with Inzira is cancelled',
    ]);
    const { data: history } = await ctx()
      .admin.from('lead_activity')
      .select('kind, body, author_email')
      .eq('consultation_id', reference)
      .eq('kind', 'note');
    expect(history?.map((entry) => entry.author_email)).toEqual([email, email]);
    expect(history?.[0]?.body).toMatch(
      /^Moved from .* Kigali time to .* Kigali time \(the visitor/,
    );
  });

  it('refuses forged, altered and other consultations’ tokens', async () => {
    const first = await book('owner-one@example.com');
    const second = await book('owner-two@example.com');
    const one = String((await confirm({ token: first.token })).body.manageToken);
    await confirm({ token: second.token });
    const [, signature] = one.split('.');
    const forged = [
      `${second.reference}.${signature}`,
      `${first.reference}.${'A'.repeat(43)}`,
      `${first.reference}`,
      `${one}.extra`,
      one.toUpperCase(),
    ];
    for (const token of forged) {
      const answer = await manage({ token, action: 'cancel' });
      expect(answer.status).toBe(404);
    }
    const { data } = await ctx()
      .service.from('consultations')
      .select('status')
      .eq('id', second.reference)
      .single();
    expect(data?.status).toBe('pending');
  });
});

describe('self-service refusals', () => {
  it('refuses crafted moves with a clear 4xx and keeps the appointment', async () => {
    const first = await book('crafted-move@example.com');
    const other = await book('crafted-other@example.com');
    await confirm({ token: other.token });
    const token = String((await confirm({ token: first.token })).body.manageToken);
    const attempts: [Record<string, unknown>, number][] = [
      [{ action: 'reschedule', scheduled_for: other.slot.iso }, 409],
      [{ action: 'reschedule', scheduled_for: '2026-11-31T10:00:00+02:00' }, 400],
      [{ action: 'reschedule', scheduled_for: '2020-01-06T10:00:00+02:00' }, 400],
      [{ action: 'reschedule', scheduled_for: freeSlot().iso.replace(':00:00', ':30:00') }, 400],
      [{ action: 'reschedule', scheduled_for: 'tomorrow' }, 400],
      [{ action: 'reschedule', scheduled_for: [other.slot.iso] }, 400],
      [{ action: 'reschedule' }, 400],
      [{ action: 'delete' }, 400],
      [{ action: 'cancel', status: 'completed' }, 400],
      [{ action: 'view', scheduled_for: freeSlot().iso }, 400],
    ];
    for (const [body, status] of attempts) {
      const answer = await manage({ token, ...body });
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), status]);
    }
    const view = await manage({ token, action: 'view' });
    expect(view.body).toMatchObject({ consultation: { status: 'pending' } });
    const { data } = await ctx()
      .service.from('consultations')
      .select('scheduled_for')
      .eq('id', first.reference)
      .single();
    expect(new Date(data?.scheduled_for ?? '').toISOString()).toBe(first.slot.iso);
  });

  it('has no manage page for a request whose e-mail is unconfirmed', async () => {
    const held = await book('unconfirmed-manage@example.com');
    const link = /consultation\/manage\?token=(\S+)/.exec(held.message.text ?? '')?.[1] ?? '';
    const answer = await manage({ token: decodeURIComponent(link), action: 'cancel' });
    expect(answer.status).toBe(404);
  });
});

describe('reminders', () => {
  it('e-mails a confirmed consultation once the day before, however often the job runs', async () => {
    const email = 'reminded@example.com';
    const { reference, token } = await book(email);
    await confirm({ token });
    // The first free slot between one and 24 hours ahead: the day-before reminder is due.
    const now = Date.now();
    const candidates = [0, 1]
      .flatMap((days) => [9, 10, 11, 12, 14, 15, 16].map((hour) => kigaliSlot(days, hour)))
      .filter(
        (iso) => Date.parse(iso) > now + 2 * 3_600_000 && Date.parse(iso) < now + 23 * 3_600_000,
      );
    let moved = false;
    for (const soon of candidates) {
      const { error } = await ctx()
        .service.from('consultations')
        .update({ status: 'confirmed', scheduled_for: soon })
        .eq('id', reference);
      if (!error) {
        moved = true;
        break;
      }
    }
    expect(moved).toBe(true);
    // What the local backend's timer runs every minute (pg_cron's jobs on a hosted project).
    const run = () =>
      runScheduledJobs({
        url: ctx().backend.url,
        secretKey: ctx().backend.secretKey,
      });
    await Promise.all([run(), run()]);
    await run();
    const reminders = (await listCaughtEmails(mail.apiUrl, email)).filter((message) =>
      message.subject.startsWith('Reminder'),
    );
    expect(reminders.map((message) => message.subject)).toEqual([
      'Reminder: your consultation with Inzira is coming up',
    ]);
    expect(reminders[0]?.text).toContain('/consultation/manage?token=');
  });
});
