import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, type FunctionName } from '@inzira/contract/functions.ts';
import type { LocalBackend } from '@inzira/local-backend';
import { createApiKeys } from '@inzira/local-backend/tokens';
import { adminClient, nonAdminClient, startTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Every function declares who may call it and checks it in code, the gateway checking nothing
// (docs/api-keys.md, "Functions"): each function is called with each kind of credential, and
// a wrong one is a 401 that says what the function accepts, never a 5xx.

type Credential = 'no key' | 'publishable key' | 'secret key' | 'admin session' | 'legacy JWT';

let backend: LocalBackend;
let headers: Record<Credential, Record<string, string>>;
let nonAdminSession: string;

const sessionOf = async (client: Awaited<ReturnType<typeof adminClient<Database>>>) =>
  (await client.auth.getSession()).data.session?.access_token ?? '';

beforeAll(async () => {
  backend = await startTestBackend();
  // The backend's own legacy keys, signed with its secret: refused while legacy keys are off.
  const legacy = await createApiKeys(backend.jwtSecret);
  const pk = backend.publishableKey;
  headers = {
    'no key': {},
    'publishable key': { apikey: pk },
    'secret key': { apikey: backend.secretKey },
    // As supabase-js sends a signed-in user's calls.
    'admin session': {
      apikey: pk,
      Authorization: `Bearer ${await sessionOf(await adminClient<Database>(backend))}`,
    },
    'legacy JWT': {
      apikey: legacy.serviceRoleKey,
      Authorization: `Bearer ${legacy.serviceRoleKey}`,
    },
  };
  nonAdminSession = await sessionOf(await nonAdminClient<Database>(backend));
});

afterAll(async () => {
  await backend?.stop();
});

async function call(name: FunctionName, sent: Record<string, string>) {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sent },
    body: '{}',
  });
  const body: unknown = await response.json();
  return { status: response.status, body };
}

const credentials: Credential[] = [
  'no key',
  'publishable key',
  'secret key',
  'admin session',
  'legacy JWT',
];

// Visitors' forms and votes: the apps' publishable key (a signed-in admin's calls carry it too).
const visitorFunctions: FunctionName[] = [
  FUNCTION_NAMES.submitBooking,
  FUNCTION_NAMES.submitConsultation,
  FUNCTION_NAMES.submitPartnerApplication,
  FUNCTION_NAMES.submitEnrollment,
  FUNCTION_NAMES.registerForEvent,
  FUNCTION_NAMES.voteOnBlog,
];
const visitorsLetIn: Credential[] = ['publishable key', 'admin session'];

describe.each(visitorFunctions)('%s', (name) => {
  it.each(credentials)('with %s', async (credential) => {
    const answer = await call(name, headers[credential]);
    if (visitorsLetIn.includes(credential)) {
      // Let in: the empty form is then refused for its fields.
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('fieldErrors');
    } else {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: expect.stringContaining('"publishable"') });
    }
  });
});

it('lets a visitor in whose publishable key is sent as the bearer too', async () => {
  const key = backend.publishableKey;
  const answer = await call(FUNCTION_NAMES.submitBooking, {
    apikey: key,
    Authorization: `Bearer ${key}`,
  });
  expect(answer.status).toBe(400);
  expect(answer.body).toHaveProperty('fieldErrors');
});

describe(FUNCTION_NAMES.sendVisitorEmails, () => {
  it.each(credentials)('with %s', async (credential) => {
    const answer = await call(FUNCTION_NAMES.sendVisitorEmails, headers[credential]);
    if (credential === 'secret key' || credential === 'admin session') {
      // Let in: nothing is queued, so nothing is sent.
      expect(answer).toEqual({ status: 200, body: { results: [] } });
    } else {
      expect(answer.status).toBe(401);
      // What was wrong: no credentials accepted ("secret", "user"), or the JWT's own fault.
      expect(answer.body).toMatchObject({
        error: expect.stringMatching(/^\[@supabase\/server\] /),
        code: expect.stringMatching(/^[A-Z_]+$/),
      });
    }
  });

  it('takes a secret key sent as the bearer too, as supabase-js sends keys to REST', async () => {
    const key = backend.secretKey;
    const answer = await call(FUNCTION_NAMES.sendVisitorEmails, {
      apikey: key,
      Authorization: `Bearer ${key}`,
    });
    expect(answer).toEqual({ status: 200, body: { results: [] } });
  });

  it('refuses a session that is not an administrator’s with 403', async () => {
    const answer = await call(FUNCTION_NAMES.sendVisitorEmails, {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${nonAdminSession}`,
    });
    expect(answer).toEqual({
      status: 403,
      body: { error: 'Only administrators can send visitor e-mails.' },
    });
  });
});

describe(FUNCTION_NAMES.stripeWebhook, () => {
  // Stripe sends no key: its signature alone counts, so no key opens it and none is needed.
  it.each(credentials)('with %s and no signature: 400', async (credential) => {
    const answer = await call(FUNCTION_NAMES.stripeWebhook, headers[credential]);
    expect(answer.status).toBe(400);
  });
});
