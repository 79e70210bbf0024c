import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { backend } from '../../support/backend';

// Stripe's signed events reach the stripe-webhook function while the Enrollments inbox is open;
// the inbox shows what they changed without a reload (docs/payments.md).

const token = () => randomBytes(12).toString('hex');

async function enrollWithCard(name: string): Promise<{ method: string; intent: string }> {
  const method = `pm_${token()}`;
  await insertSubmission('enrollments', {
    course_id: 'digital-marketing-mastery',
    course_title: 'Digital Marketing Mastery',
    amount_cents: 450_000,
    currency: 'RWF',
    full_name: name,
    email: `card.${token()}@example.com`,
    phone: '+250 788 000 779',
    stripe_payment_method_id: method,
  });
  return { method, intent: `pi_${token()}` };
}

/** A payment_intent.succeeded for the card, signed as Stripe signs it, POSTed to the function. */
async function stripePaid(card: { method: string; intent: string }, amount: number) {
  const payload = JSON.stringify({
    id: `evt_${token()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: card.intent,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'rwf',
        payment_method: card.method,
        status: 'succeeded',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: backend.stripeWebhookSecret(),
  });
  const response = await fetch(`${backend.url()}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ received: true });
}

test('a payment Stripe reports shows in the open Enrollments inbox, a wrong amount as Needs review', async ({
  page,
}) => {
  const paidName = unique('Card Payer');
  const shortName = unique('Short Payer');
  const paid = await enrollWithCard(paidName);
  const short = await enrollWithCard(shortName);
  // The page's timers run on a clock the test moves, so the inbox's 30 s poll comes at once:
  // nothing but that poll (no reload, no focus) can bring Stripe's change to the screen.
  await page.clock.install();
  await list.open(page, '/admin/enrollments', 'Enrollments');
  await expect(list.rowWith(page, paidName)).toContainText('Unpaid');
  await expect(list.rowWith(page, shortName)).toContainText('Unpaid');

  await stripePaid(paid, 450_000);
  await stripePaid(short, 100);
  await page.clock.runFor('00:31');

  await expect(list.rowWith(page, paidName)).toContainText('Paid');
  await expect(list.rowWith(page, paidName)).not.toContainText('Needs review');
  await expect(list.rowWith(page, shortName)).toContainText('Unpaid');
  await expect(list.rowWith(page, shortName)).toContainText('Needs review');

  await list.rowWith(page, shortName).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Stripe reported 100 RWF; the enrollment costs 450,000 RWF.'),
  ).toBeVisible();
  await expect(dialog.getByText(short.intent)).toBeVisible();
});
