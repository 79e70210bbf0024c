import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSupabase } from '../client';
import { getServices } from '../services';
import { signIn } from '../auth';
import { ERROR_MESSAGES, toUserError } from '.';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('user-readable errors', () => {
  it('says the server cannot be reached when nothing answers', async () => {
    const client = createSupabase({
      url: `http://127.0.0.1:${await closedPort()}`,
      publishableKey: 'unused',
    });
    await expect(getServices(client)).rejects.toThrow(ERROR_MESSAGES.network);
    await expect(signIn(client, 'admin@example.com', 'inzira-admin')).rejects.toThrow(
      ERROR_MESSAGES.network,
    );
  });

  it('maps Postgres codes to plain sentences and keeps our own functions’ messages', () => {
    expect(
      toUserError({ code: '42501', message: 'permission denied for table bookings' }).message,
    ).toBe(ERROR_MESSAGES.permission);
    expect(
      toUserError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "consultations_live_slot_key"',
      }).message,
    ).toBe(ERROR_MESSAGES.slotTaken);
    expect(
      toUserError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "courses_pkey"',
      }).message,
    ).toBe('Another course already has this title. Please choose a different one.');
    expect(
      toUserError({
        code: '23514',
        message: 'value for domain email_address violates check constraint',
      }).message,
    ).toBe(ERROR_MESSAGES.invalid);
    expect(
      toUserError({
        code: 'P0001',
        message: 'Too many submissions from this e-mail address. Please try again in an hour.',
      }).message,
    ).toBe('Too many submissions from this e-mail address. Please try again in an hour.');
    expect(
      toUserError({ code: 'PGRST204', message: "Could not find the 'x' column" }).message,
    ).toBe(ERROR_MESSAGES.generic);
  });
});
