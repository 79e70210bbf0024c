import type { DataClient } from '../client';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';

/**
 * Asks the `send-visitor-emails` function to send what the database queued for the visitors.
 * Never throws: an e-mail that could not go out stays in the outbox as pending or failed, and
 * the lead shows it with a Retry (docs/visitor-emails.md).
 */
export async function deliverVisitorEmails(client: DataClient): Promise<void> {
  await client.functions
    .invoke(FUNCTION_NAMES.sendVisitorEmails, { body: {} })
    .catch(() => undefined);
}

/**
 * The same action, then the delivery of the e-mails it queued (a confirmed, rescheduled or
 * cancelled lead). The status change is saved first and stands whatever the sending does.
 */
export function withVisitorEmails<Args extends unknown[], Result>(
  action: (client: DataClient, ...args: Args) => Promise<Result>,
): (client: DataClient, ...args: Args) => Promise<Result> {
  return async (client, ...args) => {
    const result = await action(client, ...args);
    await deliverVisitorEmails(client);
    return result;
  };
}

/**
 * What an admin's change of a lead revalidates: the lead's table, the dashboard's counts, and the
 * outbox its status e-mails go through.
 */
export function leadAreas(table: 'bookings' | 'consultations' | 'partner_applications') {
  return [table, 'dashboard', 'visitor_emails'] as const;
}
