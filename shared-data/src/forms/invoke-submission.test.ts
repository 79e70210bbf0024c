import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';
import { describe, expect, it } from 'vitest';
import type { DataClient } from '../client';
import { invokeFunction } from './invoke-submission';

// What a public form makes of its Edge Function's answer: the stored row's data, or the
// function's own message and field errors, or a message a person can read.

/** A client whose `functions.invoke` answers as given and records what it was asked. */
function clientAnswering(answer: { data?: unknown; error?: unknown }) {
  const calls: unknown[][] = [];
  const client = {
    functions: {
      invoke: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve({ data: answer.data ?? null, error: answer.error ?? null });
      },
    },
  } as unknown as DataClient;
  return { client, calls };
}

const refusedWith = (status: number, body: string) =>
  clientAnswering({ error: new FunctionsHttpError(new Response(body, { status })) }).client;

const fallback = 'Your submission could not be sent. Please try again.';

describe('invokeFunction', () => {
  it('sends the body to the named function and returns its data', async () => {
    const { client, calls } = clientAnswering({ data: { reference: 'r-1' } });
    expect(await invokeFunction(client, 'submit-booking', { name: 'Ada' })).toEqual({
      kind: 'ok',
      data: { reference: 'r-1' },
    });
    expect(calls).toEqual([['submit-booking', { body: { name: 'Ada' } }]]);
  });

  it("passes on the function's refusal: its status, message and text field errors", async () => {
    const body = JSON.stringify({
      error: 'Too many submissions',
      message: 'ignored',
      fieldErrors: { email: 'Email is not valid', count: 3, nested: { a: 'b' } },
    });
    expect(await invokeFunction(refusedWith(429, body), 'submit-booking', {})).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Too many submissions',
      fieldErrors: { email: 'Email is not valid' },
    });
  });

  it('reads `message` when there is no `error` text, else says it could not send', async () => {
    const read = async (body: string) =>
      invokeFunction(refusedWith(400, body), 'submit-consultation', {});
    expect(await read(JSON.stringify({ error: 7, message: 'Slot taken' }))).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Slot taken',
      fieldErrors: {},
    });
    for (const body of ['{}', 'null', 'not json', JSON.stringify({ message: ['x'] })]) {
      expect(await read(body), body).toEqual({
        kind: 'refused',
        status: 400,
        message: fallback,
        fieldErrors: {},
      });
    }
    for (const fieldErrors of ['email', null, 1]) {
      expect(await read(JSON.stringify({ error: 'No', fieldErrors })), String(fieldErrors)).toEqual(
        {
          kind: 'refused',
          status: 400,
          message: 'No',
          fieldErrors: {},
        },
      );
    }
  });

  it('names a network failure, or says it could not send', async () => {
    const network = clientAnswering({ error: new FunctionsFetchError('offline') }).client;
    expect(await invokeFunction(network, 'register-for-event', {})).toEqual({
      kind: 'refused',
      status: 0,
      message: 'Failed to send a request to the Edge Function',
      fieldErrors: {},
    });
    for (const error of [new Error(''), 'broken']) {
      const client = clientAnswering({ error }).client;
      expect(await invokeFunction(client, 'register-for-event', {}), String(error)).toEqual({
        kind: 'refused',
        status: 0,
        message: fallback,
        fieldErrors: {},
      });
    }
  });
});
