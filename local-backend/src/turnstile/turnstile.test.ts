import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend } from '../test-fixtures/test-backend';
import { createTurnstileHandler, turnstileTestSecrets } from './handler';

let backend: LocalBackend;
let siteverify: string;

beforeAll(async () => {
  backend = await startTestBackend({ admin: null });
  siteverify = `${backend.url}/turnstile/v0/siteverify`;
});

afterAll(async () => {
  await backend?.stop();
});

async function issueToken(): Promise<string> {
  const response = await fetch(`${backend.url}/turnstile/v0/token`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

/** As Cloudflare's docs call siteverify: form-encoded, or JSON. */
async function verify(fields: Record<string, string>, as: 'form' | 'json' = 'form') {
  const response = await fetch(siteverify, {
    method: 'POST',
    ...(as === 'json'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }
      : { body: new URLSearchParams(fields) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refused = (...codes: string[]) => ({
  status: 200,
  body: expect.objectContaining({ success: false, 'error-codes': codes }),
});

describe('Turnstile-compatible siteverify', () => {
  it('accepts a token it issued once, form-encoded or JSON, then calls it spent', async () => {
    const token = await issueToken();
    const secret = turnstileTestSecrets.local;
    const first = await verify({ secret, response: token, remoteip: '127.0.0.1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, 'error-codes': [] });
    expect(first.body.challenge_ts).toEqual(expect.any(String));
    expect(await verify({ secret, response: token }, 'json')).toEqual(
      refused('timeout-or-duplicate'),
    );

    const other = await issueToken();
    expect((await verify({ secret, response: other }, 'json')).body.success).toBe(true);
  });

  it('answers Cloudflare’s error codes for what is missing or wrong', async () => {
    const token = await issueToken();
    const secret = turnstileTestSecrets.local;
    expect(await verify({ response: token })).toEqual(refused('missing-input-secret'));
    expect(await verify({ secret })).toEqual(refused('missing-input-response'));
    expect(await verify({ secret, response: 'made-up' })).toEqual(
      refused('invalid-input-response'),
    );
    expect(await verify({ secret: 'not-our-secret', response: token })).toEqual(
      refused('invalid-input-secret'),
    );
    expect(await verify({ secret, response: 'x'.repeat(2049) })).toEqual(
      refused('invalid-input-response'),
    );
    // None of those spent the token.
    expect((await verify({ secret, response: token })).body.success).toBe(true);
  });

  it('knows Cloudflare’s documented test secrets', async () => {
    const response = 'XXXX.DUMMY.TOKEN.XXXX';
    expect(
      (await verify({ secret: turnstileTestSecrets.alwaysPasses, response })).body,
    ).toMatchObject({ success: true });
    expect(await verify({ secret: turnstileTestSecrets.alwaysFails, response })).toEqual(
      refused('invalid-input-response'),
    );
    expect(await verify({ secret: turnstileTestSecrets.alwaysSpent, response })).toEqual(
      refused('timeout-or-duplicate'),
    );
  });

  it('serves a widget script that fetches its tokens from this backend', async () => {
    const response = await fetch(`${backend.url}/turnstile/v0/api.js?render=explicit`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('window.turnstile');
    expect(script).toContain(JSON.stringify(`${backend.url}/turnstile/v0/token`));
  });

  it('refuses what is not a POST and a body that is not JSON', async () => {
    expect((await fetch(siteverify)).status).toBe(405);
    const broken = await fetch(siteverify, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"secret":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, 'error-codes': ['bad-request'] });
  });
});

describe('token store', () => {
  it('keeps a bounded number of tokens, forgetting the oldest first', async () => {
    const handle = createTurnstileHandler({ maxTokens: 2 });
    const call = async (path: string, body = '') => {
      const response = await handle({
        method: 'POST',
        url: new URL(`http://127.0.0.1/turnstile/v0${path}`),
        headers: {},
        body: Buffer.from(body),
        ip: '127.0.0.1',
      });
      return JSON.parse(String(response.body)) as Record<string, unknown>;
    };
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push(String((await call('/token')).token));
    const check = (token: string | undefined) =>
      call(
        '/siteverify',
        new URLSearchParams({
          secret: turnstileTestSecrets.local,
          response: token ?? '',
        }).toString(),
      );
    expect(await check(tokens[0])).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect(await check(tokens[2])).toMatchObject({ success: true });
  });
});
