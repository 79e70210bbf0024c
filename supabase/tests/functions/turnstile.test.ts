import type { LocalBackend } from '@inzira/local-backend';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import { TURNSTILE_FIELD } from '@inzira/contract/bot-check.ts';
import type { SubmissionFunction } from '@inzira/contract/functions.ts';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  openKigaliSlot,
  postFrom,
  turnstileTestSecrets,
  upcomingEventId,
  useTestBackend,
} from '@inzira/test-kit';

// Turnstile switched on (the function secret set) and checked against the local backend's
// siteverify, with tokens it issues, each good once (docs/trusted-submissions.md, "Turnstile").
// Submissions without the secret need no token: every other function test sends none.

const ctx = useTestBackend<Database>({
  functionSecrets: { TURNSTILE_SECRET_KEY: turnstileTestSecrets.local },
});

const refusal = {
  status: 403,
  body: { error: 'Please complete the security check and try again.' },
};

/** A token as a visitor who solved the challenge gets one. */
async function solvedToken(backend: LocalBackend): Promise<string> {
  const response = await fetch(`${backend.url}/turnstile/v0/token`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

const partnerApplication = (email: string) => ({
  companyName: 'Umurage Crafts',
  email,
  phone: '+250 788 000 444',
  message: 'We would like to partner with you.',
  _fillMs: 5000,
});

async function applicationsFrom(email: string): Promise<number | null> {
  const { count } = await ctx()
    .service.from('partner_applications')
    .select('*', { count: 'exact', head: true })
    .eq('email', email);
  return count;
}

const apply = (email: string, token?: unknown) =>
  postFrom(ctx().backend, '127.0.2.1', 'submit-partner-application', {
    ...partnerApplication(email),
    ...(token === undefined ? {} : { [TURNSTILE_FIELD]: token }),
  });

describe('Turnstile on the submission functions', () => {
  it('stores one row for a solved challenge and refuses the same token again', async () => {
    const token = await solvedToken(ctx().backend);
    const first = await apply('solved@example.com', token);
    expect(first.status).toBe(200);
    expect(await applicationsFrom('solved@example.com')).toBe(1);

    const replay = await apply('replayed@example.com', token);
    expect(replay).toEqual(refusal);
    expect(await applicationsFrom('replayed@example.com')).toBe(0);
  });

  it('refuses a submission without a token or with a made-up one, and stores nothing', async () => {
    for (const token of [
      undefined,
      '',
      '   ',
      'XXXX.DUMMY.TOKEN.XXXX',
      'local.made-up',
      42,
      null,
    ]) {
      expect(await apply('no-token@example.com', token)).toEqual(refusal);
    }
    expect(await applicationsFrom('no-token@example.com')).toBe(0);
  });

  it('refuses tokens shaped to attack: a list, an object, a huge one, NUL bytes', async () => {
    const token = await solvedToken(ctx().backend);
    const attempts = [
      [token, token],
      { token },
      'x'.repeat(2049),
      'x'.repeat(20_000),
      `${token}\u0000`,
    ];
    for (const attempt of attempts) {
      const answer = await apply('attacker@example.com', attempt);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await applicationsFrom('attacker@example.com')).toBe(0);
    // None of those spent the real token.
    expect((await apply('attacker@example.com', token)).status).toBe(200);
  });

  it('guards every public form, each through the same check', async () => {
    const eventId = await upcomingEventId(ctx().backend);
    const slot = new TZDate(await openKigaliSlot(ctx().backend, 20, 10), AGENCY_TIME_ZONE);
    const person = { name: 'Guarded Visitor', email: 'guarded@example.com', _fillMs: 5000 };
    const forms: [SubmissionFunction, Record<string, unknown>][] = [
      [
        'submit-booking',
        {
          ...person,
          countryCode: '+250',
          phone: '788 000 111',
          service: 'Others',
          description: 'Hi',
        },
      ],
      [
        'submit-consultation',
        {
          ...person,
          phone: '+250 788 000 555',
          service: 'Web Development',
          date: format(slot, 'yyyy-MM-dd'),
          time: format(slot, 'HH:mm'),
        },
      ],
      ['submit-partner-application', partnerApplication('guarded@example.com')],
      [
        'submit-enrollment',
        { ...person, phone: '788 000 333', courseId: 'digital-marketing-mastery' },
      ],
      ['register-for-event', { ...person, phone: '788 000 222', eventId }],
    ];
    for (const [name, body] of forms) {
      expect(await postFrom(ctx().backend, '127.0.2.2', name, body)).toEqual(refusal);
      const token = await solvedToken(ctx().backend);
      const answer = await postFrom(ctx().backend, '127.0.2.2', name, {
        ...body,
        _turnstile: token,
      });
      expect([name, answer.status]).toEqual([name, 200]);
    }
  });
});

describe('Turnstile when siteverify does not answer', () => {
  // Nothing listens on port 9 of this machine: the configured URL is tried and fails.
  const unreachable = useTestBackend<Database>({
    functionSecrets: {
      TURNSTILE_SECRET_KEY: turnstileTestSecrets.local,
      TURNSTILE_SITEVERIFY_URL: 'http://127.0.0.1:9/turnstile/v0/siteverify',
    },
  });

  it('fails closed: the visitor is asked to try again and nothing is stored', async () => {
    const token = await solvedToken(unreachable().backend);
    const answer = await postFrom(
      unreachable().backend,
      '127.0.2.3',
      'submit-partner-application',
      {
        ...partnerApplication('unverified@example.com'),
        [TURNSTILE_FIELD]: token,
      },
    );
    expect(answer).toEqual({
      status: 503,
      body: {
        error: 'The security check could not be completed right now. Please try again in a moment.',
      },
    });
    const { data } = await unreachable()
      .service.from('partner_applications')
      .select('id')
      .eq('email', 'unverified@example.com');
    expect(data).toEqual([]);
  });
});
