import bcrypt from 'bcryptjs';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, testAdmin } from '../test-fixtures/test-backend';

// Sign-in as an attacker sees it: probing which e-mails have accounts, guessing one account's
// password from many addresses, and sending bytes Postgres cannot store.

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend({ authRateLimit: { max: 3, windowMs: 60_000 } });
});

afterAll(async () => {
  await backend?.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
  backend.resetAuthRateLimit();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A password grant sent from a given loopback address (all of 127/8 reaches the server on
 * Linux), so the server sees a different client address for each, as it would for a botnet.
 */
function signInFrom(localAddress: string, fields: Record<string, unknown>): Promise<Answer> {
  const url = new URL(`${backend.url}/auth/v1/token?grant_type=password`);
  const payload = JSON.stringify(fields);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.publishableKey,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('sign-in does the same work for known and unknown e-mails', () => {
  it('runs one bcrypt comparison at the same cost whether or not the account exists', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    const known = await signInFrom('127.0.0.1', { email: testAdmin.email, password: 'wrong-pw-1' });
    const unknown = await signInFrom('127.0.0.1', {
      email: 'nobody@example.com',
      password: 'wrong-pw-1',
    });
    expect(known).toEqual(unknown);
    expect(unknown).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
    expect(compare).toHaveBeenCalledTimes(2);
    const costs = compare.mock.calls.map(([, hash]) => String(hash).slice(0, 7));
    expect(costs[1]).toBe(costs[0]);
    expect(costs[0]).toMatch(/^\$2[aby]\$10\$$/);
  });
});

describe('sign-in throttling', () => {
  it('counts failures per account and address, so a third party cannot lock the owner out', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await signInFrom('127.0.0.2', { email: testAdmin.email, password: `guess-${i}` }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]?.body).toMatchObject({ error_code: 'over_request_rate_limit' });
    // The owner, from its own address, still signs in while the guesser is limited.
    const owner = await signInFrom('127.0.0.7', testAdmin);
    expect(owner.status).toBe(200);
    // Guessing from many addresses still meets each address's own limit.
    const spread: number[] = [];
    for (let i = 0; i < 4; i++) {
      spread.push(
        (await signInFrom('127.0.0.3', { email: `user${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(spread).toEqual([400, 400, 400, 429]);
  });

  it('still limits one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await signInFrom('127.0.0.9', { email: `user${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('NUL bytes in auth fields', () => {
  it('answers 400 with a clear message instead of a database error', async () => {
    const answer = await signInFrom('127.0.0.10', {
      email: 'ada\u0000@example.com',
      password: 'secret-password',
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 400,
        error_code: 'validation_failed',
        msg: 'Field "email" contains a NUL character (\\u0000), which cannot be stored',
      },
    });
  });

  it('refuses them in admin user creation too', async () => {
    const response = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: backend.secretKey,
        Authorization: `Bearer ${backend.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        email: 'new@example.com',
        password: 'pass\u0000word',
        user_metadata: { name: 'x' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
