import Stripe from 'stripe';
import { serviceClient } from '../_shared/database.ts';
import { sendQueuedAfterAnswer } from '../send-visitor-emails/outbox.ts';
import { readDelivery } from './delivery.ts';
import { paymentFacts, type PaymentFacts } from './payment-facts.ts';

// Stripe signs with HMAC-SHA256; Deno has no Node crypto, so the library checks it with WebCrypto.
const cryptoProvider = Stripe.createSubtleCryptoProvider();

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function reconcile(eventId: string, type: string, facts: PaymentFacts): Promise<string> {
  const { data, error } = await serviceClient().rpc('reconcile_stripe_event', {
    event_id: eventId,
    event_type: type,
    payment_intent_id: facts.paymentIntentId,
    payment_method_id: facts.paymentMethodId,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    fully_refunded: facts.fullyRefunded,
  });
  if (error) throw new Error(`reconcile_stripe_event: ${error.code ?? ''} ${error.message}`);
  return data;
}

/**
 * Stripe's webhook endpoint (docs/payments.md). Only a body signed with `STRIPE_WEBHOOK_SECRET`
 * is read; a bad or missing signature is a 400 and changes nothing. Payments, failures and
 * refunds of enrollments are handed to `reconcile_stripe_event`, which records the event id (a
 * replay changes nothing), checks the amount against the catalogue and moves the status forward
 * only. Other events, and payments of no enrollment, are acknowledged so Stripe stops retrying.
 */
Deno.serve(async (request) => {
  if (request.method !== 'POST') return answer(405, { error: 'Use POST.' });
  // Checks that need no secret come first, so junk is a 400 even where none is configured.
  const delivery = await readDelivery(request);
  if (!delivery.ok) return answer(delivery.status, { error: delivery.error });
  const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET');
  if (!secret) {
    // A 5xx for what looks like Stripe's delivery: Stripe keeps it and retries once the secret is set.
    console.error('stripe-webhook: STRIPE_WEBHOOK_SECRET is not set');
    return answer(500, { error: 'The webhook is not configured.' });
  }
  const { body, signature } = delivery;

  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      body,
      signature,
      secret,
      undefined,
      cryptoProvider,
    );
  } catch (error) {
    console.warn(
      'stripe-webhook: refused an event:',
      error instanceof Error ? error.message : error,
    );
    return answer(400, { error: 'The signature does not match.' });
  }

  const facts = paymentFacts(event);
  if (!facts) return answer(200, { received: true, outcome: 'ignored' });
  try {
    const outcome = await reconcile(event.id, event.type, facts);
    if (outcome === 'unknown_intent') {
      console.warn(
        `stripe-webhook: ${event.type} ${event.id} for ${facts.paymentIntentId}, which no enrollment names: acknowledged`,
      );
    } else if (outcome === 'review') {
      console.warn(`stripe-webhook: ${event.type} ${event.id} flagged its enrollment for review`);
    }
    // A payment queued its "payment received" e-mail with the change (docs/visitor-emails.md);
    // it goes after Stripe has its answer.
    if (outcome === 'updated') sendQueuedAfterAnswer(serviceClient());
    return answer(200, { received: true, outcome });
  } catch (error) {
    // Nothing was stored (one transaction): Stripe retries the event later.
    console.error('stripe-webhook:', error);
    return answer(500, { error: 'The event could not be recorded; Stripe will retry.' });
  }
});
