import { describe, expect, it } from 'vitest';
import { postFrom, upcomingEventId, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// What an attacker with only the anon key meets at the Edge Functions, with the real limits
// (docs/trusted-submissions.md). Each test speaks from its own loopback addresses, so the
// limits of one test never touch another.

const ctx = useTestBackend<Database>({ keepSubmissionLimits: true });

const booking = (email: string) => ({
  name: 'Trusted Visitor',
  email,
  countryCode: '+250',
  phone: '788 000 111',
  service: 'Others',
  description: 'Please call me.',
  _gotcha: '',
  _fillMs: 5000,
});

async function bookingsFor(email: string): Promise<number> {
  const { data } = await ctx().service.from('bookings').select('id').ilike('email', email);
  return data?.length ?? 0;
}

const limitAnswer = {
  status: 429,
  body: { error: 'Too many submissions from your connection. Please try again in an hour.' },
};

describe('trusted submissions', () => {
  it('stores one booking per call and answers its reference', async () => {
    const answer = await postFrom(
      ctx().backend,
      '127.0.1.1',
      'submit-booking',
      booking('one@example.com'),
    );
    expect(answer.status).toBe(200);
    const { data } = await ctx()
      .service.from('bookings')
      .select('id, status')
      .eq('email', 'one@example.com');
    expect(data).toEqual([{ id: answer.body.reference, status: 'pending' }]);
  });

  it('needs no Turnstile token while Turnstile is off, and takes a stray one without complaint', async () => {
    const answer = await postFrom(ctx().backend, '127.0.1.11', 'submit-booking', {
      ...booking('no-turnstile@example.com'),
      _turnstile: 'left over from a build with a site key',
    });
    expect(answer.status).toBe(200);
    expect(await bookingsFor('no-turnstile@example.com')).toBe(1);
  });

  it('stores nothing for an array of submissions in one call', async () => {
    const answer = await postFrom(ctx().backend, '127.0.1.2', 'submit-booking', [
      booking('array@example.com'),
      booking('array@example.com'),
    ]);
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Send one submission per request, not a list.' },
    });
    expect(await bookingsFor('array@example.com')).toBe(0);
  });

  it('stores at most 5 of 30 rapid bookings from one address, also with forged X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await postFrom(
          ctx().backend,
          '127.0.1.3',
          'submit-booking',
          booking(`rapid-${i}@example.com`),
          {
            // A new "address" on every request: the caller's own text, never the bucket.
            'x-forwarded-for': `198.51.100.${i}`,
          },
        ),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers.slice(5)) expect(answer).toEqual(limitAnswer);
    let stored = 0;
    for (let i = 0; i < 30; i++) stored += await bookingsFor(`rapid-${i}@example.com`);
    expect(stored).toBe(5);
  });

  it("lets a blocked e-mail's owner submit from their own address", async () => {
    const victim = 'victim@example.com';
    const attacker = [];
    for (let i = 0; i < 4; i++) {
      attacker.push(
        (await postFrom(ctx().backend, '127.0.1.4', 'submit-booking', booking(victim))).status,
      );
    }
    expect(attacker).toEqual([200, 200, 200, 429]);
    const owner = await postFrom(ctx().backend, '127.0.1.5', 'submit-booking', booking(victim));
    expect(owner.status).toBe(200);
    expect(await bookingsFor(victim)).toBe(4);
  });

  it('answers a registration of a known e-mail exactly like a new one', async () => {
    const eventId = await upcomingEventId(ctx().backend);
    const register = (email: string) =>
      postFrom(ctx().backend, '127.0.1.6', 'register-for-event', {
        eventId,
        name: 'Curious',
        email,
        phone: '788 000 222',
        _fillMs: 5000,
      });
    const known = await register('gloria.umuhoza@example.com');
    const fresh = await register('never-registered@example.com');
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body)).toEqual(Object.keys(fresh.body));
  });

  it('makes a $0 enrollment impossible: the price is the catalogue’s, and no course is free', async () => {
    const answer = await postFrom(ctx().backend, '127.0.1.7', 'submit-enrollment', {
      name: 'Bargain Hunter',
      email: 'bargain@example.com',
      phone: '788 000 333',
      courseId: 'digital-marketing-mastery',
      amount_cents: 0,
      _fillMs: 5000,
    });
    expect(answer.status).toBe(400);
    const fair = await postFrom(ctx().backend, '127.0.1.7', 'submit-enrollment', {
      name: 'Bargain Hunter',
      email: 'bargain@example.com',
      phone: '788 000 333',
      courseId: 'digital-marketing-mastery',
      _fillMs: 5000,
    });
    expect(fair.status).toBe(200);
    const { data } = await ctx()
      .service.from('enrollments')
      .select('amount_cents, currency')
      .eq('email', 'bargain@example.com');
    // Whole francs: RWF is a zero-decimal currency (docs/payments.md, "Currencies").
    expect(data).toEqual([{ amount_cents: 450000, currency: 'RWF' }]);
    const freeCourse = await ctx()
      .admin.from('courses')
      .update({ price_cents: 0 })
      .eq('id', 'digital-marketing-mastery');
    // The course rule says it in words (docs/courses.md).
    expect(freeCourse.error).toMatchObject({
      code: '22023',
      message: 'A course price must be more than zero.',
    });
    const freeRow = await ctx().admin.from('enrollments').insert({
      course_id: 'digital-marketing-mastery',
      course_title: 'Digital Marketing Mastery',
      amount_cents: 0,
      full_name: 'Free Row',
      email: 'free-row@example.com',
      phone: '+250 788 000 334',
    });
    expect(freeRow.error?.code).toBe('23514');
  });

  it('counts 20 upvotes from one visitor once', async () => {
    const { data: post } = await ctx().anon.from('blogs').select('id, upvotes').limit(1).single();
    if (!post) throw new Error('The seed has posts.');
    for (let i = 0; i < 20; i++) {
      const answer = await postFrom(ctx().backend, '127.0.1.8', 'vote-on-blog', {
        blogId: post.id,
        visitorId: 'one-eager-visitor-0001',
        vote: 'upvote',
      });
      expect(answer.status).toBe(200);
    }
    const { data } = await ctx().anon.from('blogs').select('upvotes').eq('id', post.id).single();
    expect(data?.upvotes).toBe(post.upvotes + 1);
  });

  it('refuses bad input with a 4xx and a clear message, storing nothing', async () => {
    const email = 'bad-input@example.com';
    const cases: [unknown, number, RegExp][] = [
      ['{"name": ', 400, /must be JSON/],
      ['"just text"', 400, /JSON object/],
      [{ ...booking(email), name: 42 }, 400, /name must be text/],
      [{ ...booking(email), name: { first: 'A' } }, 400, /name must be a single value/],
      [{ ...booking(email), role: 'admin' }, 400, /Unknown field: role/],
      [{ ...booking(email), name: 'Nul\u0000Byte' }, 400, /not allowed/],
      [{ ...booking(email), description: 'x'.repeat(20_000) }, 400, /too long/],
      [{ ...booking(email), description: 'x'.repeat(5001) }, 400, /at most 5000/],
      [{ ...booking(email), description: 'x'.repeat(40_000) }, 413, /too large/],
      [{ ...booking(email), email: 'not-an-email' }, 400, /highlighted fields/],
      [{ ...booking(email), _fillMs: 200 }, 400, /quick/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await postFrom(ctx().backend, '127.0.1.9', 'submit-booking', body);
      expect(answer.status, JSON.stringify(body).slice(-60)).toBe(status);
      expect(JSON.stringify(answer.body)).toMatch(message);
    }
    expect(await bookingsFor(email)).toBe(0);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const answer = await postFrom(ctx().backend, '127.0.1.10', 'submit-booking', {
      ...booking('bot@example.com'),
      _gotcha: 'https://spam.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bookingsFor('bot@example.com')).toBe(0);
  });
});
