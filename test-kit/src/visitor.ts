import { request } from 'node:http';
import type { LocalBackend } from '@inzira/local-backend';

/** As a person who took their time: over the functions' minimum fill time. */
const humanFillMs = 5000;

/**
 * Submits form values to a public Edge Function as a visitor who took their time; the row's
 * reference. A refusal fails the test with the function's own message.
 */
export async function submitAsVisitor(
  backend: LocalBackend,
  name: string,
  values: Record<string, unknown>,
): Promise<string> {
  const answer = await postFrom(backend, '127.0.0.1', name, { _fillMs: humanFillMs, ...values });
  const { reference } = answer.body;
  if (answer.status !== 200 || typeof reference !== 'string') {
    throw new Error(`${name} refused (${answer.status}): ${JSON.stringify(answer.body)}`);
  }
  return reference;
}

export interface RawAnswer {
  status: number;
  body: { error?: string; reference?: string; fieldErrors?: Record<string, string> } & Record<
    string,
    unknown
  >;
}

/**
 * POSTs to a function from a given loopback address (127.0.0.2, ...), so a test can be several
 * visitors: the backend appends the socket's address to X-Forwarded-For as the platform does.
 */
export function postFrom(
  backend: LocalBackend,
  localAddress: string,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const url = new URL(`${backend.url}/functions/v1/${name}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.publishableKey,
          authorization: `Bearer ${backend.publishableKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * Data tests send many submissions from 127.0.0.1; they raise the limits, which the limit tests
 * check on a backend of their own.
 */
export async function raiseSubmissionLimits(backend: LocalBackend): Promise<void> {
  await backend.db.query(
    `update private.submission_limits
     set per_address_per_hour = 10000, per_email_per_hour = 10000, per_address_per_day = null`,
  );
}

/** An upcoming event of the seed, to register for. */
export async function upcomingEventId(backend: LocalBackend): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    'select id from public.events where is_published and to_date >= now() order by from_date limit 1',
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The seed has no upcoming event.');
  return id;
}
