import { request } from 'node:http';
import type { LocalBackend } from '@inzira/local-backend';
import type { DataClient } from '../client';
import { invokeFunction, type SubmissionFunction } from '../forms/invoke-submission';

/** As a person who took their time: over the functions' minimum fill time. */
const humanFillMs = 5000;

/** Submits form values through a public Edge Function as a visitor; the row's reference. */
export async function submitAsVisitor(
  client: DataClient,
  name: SubmissionFunction,
  values: Record<string, unknown>,
): Promise<string> {
  const result = await invokeFunction<{ reference: string }>(client, name, {
    _fillMs: humanFillMs,
    ...values,
  });
  if (result.kind === 'refused') throw new Error(result.message);
  return result.data.reference;
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
  name: SubmissionFunction,
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
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
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
export async function upcomingEventId(client: DataClient): Promise<string> {
  const { data, error } = await client
    .from('events')
    .select('id')
    .gte('to_date', new Date().toISOString())
    .limit(1)
    .single();
  if (error) throw error;
  return data.id;
}
