import { listCaughtEmails, startMailCatcher, type MailCatcher } from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient, startTestContext, type TestContext } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The daily digest (docs/leads.md, "Daily digest"): at a member's Kigali hour the scheduled job
// queues one e-mail listing the leads of the 24 hours before that hour and the leads waiting too
// long; `send-team-emails` sends it over SMTP to a real MailDev. The job takes the time of the
// run (`at`), so the test names the hour instead of waiting for it.

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

const HOUR = 3_600_000;
/** Five minutes into the next hour: the job's run then, and the member's digest hour. */
const at = new Date(Math.floor(Date.now() / HOUR) * HOUR + HOUR + 5 * 60_000);
const kigaliHour = (date: Date) => (date.getUTCHours() + 2) % 24;

async function member(email: string, role: 'sales' | 'editor', hour: number) {
  const { data } = await ctx().service.auth.admin.createUser({
    email,
    password: 'member-password-1',
    email_confirm: true,
  });
  const id = data.user?.id ?? '';
  await ctx().service.from('team_members').insert({ user_id: id, role });
  const client = await signedInClient<Database>(ctx().backend, email, 'member-password-1');
  const { error } = await client
    .from('team_member_preferences')
    .insert({ user_id: id, lead_alerts: 'daily_digest', digest_hour: hour });
  expect(error).toBeNull();
  return id;
}

async function booking(name: string, daysAgo = 0): Promise<string> {
  const { data, error } = await ctx()
    .service.from('bookings')
    .insert({
      full_name: name,
      email: 'digest.visitor@example.com',
      requested_service: 'Translation Services',
      project_description: 'Contracts from French.',
      created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id ?? '';
}

const runJobs = async (time: Date) => {
  const { data, error } = await ctx().service.rpc('run_team_jobs', { at: time.toISOString() });
  expect(error).toBeNull();
  return data;
};

const digestsTo = async (address: string) =>
  (await listCaughtEmails(mail.apiUrl, address)).filter((email) =>
    email.subject.startsWith('Daily digest'),
  );

describe('the daily digest', () => {
  it('e-mails a member once at their hour: the new leads and those waiting too long', async () => {
    const hour = kigaliHour(at);
    const chosen = await member('digest.one@example.com', 'sales', hour);
    await member('digest.later@example.com', 'sales', (hour + 1) % 24);
    // Editors do not handle leads: no digest for them.
    await member('digest.editor@example.com', 'editor', hour);
    const fresh = await booking('Fresh <b>Digest</b>\r\nBcc: attacker@example.com Visitor');
    const late = await booking('Late Digest Visitor', 10);
    const handled = await booking('Handled Digest Visitor', 10);
    await ctx().admin.from('bookings').update({ status: 'confirmed' }).eq('id', handled);

    expect(await runJobs(at)).toEqual({ digests: 1 });
    // Later runs of the same day queue nothing more.
    expect(await runJobs(new Date(at.getTime() + 30 * 60_000))).toEqual({ digests: 0 });
    expect(await runJobs(new Date(at.getTime() + 20 * 60_000))).toEqual({ digests: 0 });
    expect((await ctx().admin.functions.invoke('send-team-emails', { body: {} })).error).toBeNull();

    const [digest, ...more] = await vi.waitFor(
      async () => {
        const caught = await digestsTo('digest.one@example.com');
        expect(caught.length).toBeGreaterThan(0);
        return caught;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/^Daily digest: \d+ new leads?, \d+ waiting too long$/);
    const text = digest?.text ?? '';
    expect(text).toContain(
      `Booking from Fresh <b>Digest</b> Bcc: attacker@example.com Visitor (Translation Services)`,
    );
    expect(text).toContain(`https://admin.example.com/admin/bookings?id=${fresh}`);
    expect(text).toContain('Waiting too long: nobody has acted on them yet');
    expect(text).toContain(`Booking from Late Digest Visitor (Translation Services)`);
    expect(text).toContain(`https://admin.example.com/admin/bookings?id=${late}`);
    expect(text).not.toContain(handled);
    // The visitor's text is data in the HTML too.
    expect(digest?.html).toContain('Fresh &lt;b&gt;Digest&lt;/b&gt;');
    expect(digest?.html).toContain(`href="https://admin.example.com/admin/bookings?id=${late}"`);

    for (const address of ['digest.later@example.com', 'digest.editor@example.com']) {
      expect(await digestsTo(address)).toEqual([]);
    }
    expect(await listCaughtEmails(mail.apiUrl, 'attacker@example.com')).toEqual([]);
    const { data: rows } = await ctx()
      .service.from('team_emails')
      .select('recipient_id, status, digest_day')
      .eq('kind', 'daily_digest');
    expect(rows).toEqual([
      {
        recipient_id: chosen,
        status: 'sent',
        digest_day: new Date(at.getTime() + 2 * HOUR).toISOString().slice(0, 10),
      },
    ]);
  });

  it('is queued by the scheduler alone, and the database keeps one a day', async () => {
    expect((await ctx().admin.rpc('run_team_jobs', {})).error?.code).toBe('42501');
    expect((await ctx().anon.rpc('run_team_jobs', {})).error).not.toBeNull();
    const duplicate = await ctx()
      .backend.db.query(
        `insert into public.team_emails (kind, recipient_id, recipient, digest_day, digest)
         select kind, recipient_id, recipient, digest_day, digest from public.team_emails
         where kind = 'daily_digest'`,
      )
      .catch((error: unknown) => error);
    expect(String(duplicate)).toContain('team_emails_one_digest_key');
  });

  it('sends nothing on a day with nothing to say', async () => {
    for (const table of [
      'bookings',
      'consultations',
      'partner_applications',
      'enrollments',
    ] as const)
      await ctx().service.from(table).delete().not('id', 'is', null);
    const nextDay = new Date(at.getTime() + 24 * HOUR);
    expect(await runJobs(nextDay)).toEqual({ digests: 0 });
    const { count } = await ctx()
      .service.from('team_emails')
      .select('id', { count: 'exact', head: true })
      .eq('kind', 'daily_digest');
    expect(count).toBe(1);
  });
});
