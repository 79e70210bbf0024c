import type Stripe from 'stripe';

/** What reconcile_stripe_event needs to know of an event (docs/payments.md). */
export interface PaymentFacts {
  paymentIntentId: string;
  paymentMethodId: string | null;
  /** In the currency's smallest unit, as Stripe and `courses.price_cents` count. */
  amountCents: number;
  currency: string;
  fullyRefunded: boolean;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The payment an event is about, for the three events we reconcile; null for any other event
 * (and for a refund of a charge made without a PaymentIntent, which no enrollment can have).
 */
export function paymentFacts(event: Stripe.Event): PaymentFacts | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        paymentIntentId: intent.id,
        paymentMethodId: idOf(intent.payment_method),
        // A success is checked against what was received, a failure against what was asked.
        amountCents:
          event.type === 'payment_intent.succeeded' ? intent.amount_received : intent.amount,
        currency: intent.currency,
        fullyRefunded: false,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return null;
      return {
        paymentIntentId,
        paymentMethodId: idOf(charge.payment_method),
        amountCents: charge.amount,
        currency: charge.currency,
        fullyRefunded: charge.refunded,
      };
    }
    default:
      return null;
  }
}
