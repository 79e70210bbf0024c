import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateEnrollment } from '@inzira/shared-data/enrollments';
import { invokeFunction } from '@inzira/shared-data/forms';
import {
  startTestBackend,
  startTestContext,
  submitAsVisitor,
  type TestContext,
} from '@inzira/test-kit';
import type { LocalBackend } from '@inzira/local-backend';
import type { Database } from '@inzira/contract/database.types.ts';

// Stripe's events reach the real stripe-webhook function under Deno, signed by the stripe
// library's own test-header helper with the secret the backend hands the function, the way
// `stripe listen --forward-to` delivers them (docs/payments.md).

const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
// Stripe counts RWF, a zero-decimal currency, in whole francs, as the catalogue does.
const course = { id: 'digital-marketing-mastery', priceCents: 450_000, currency: 'rwf' };

let context: TestContext<Database>;
const ctx = () => context;

beforeAll(async () => {
  context = await startTestContext<Database>({
    functionSecrets: { STRIPE_WEBHOOK_SECRET: webhookSecret },
  });
});

afterAll(async () => {
  await context?.backend.stop();
});

const unique = () => randomBytes(12).toString('hex');

interface PaymentEvent {
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded';
  intent: string;
  method?: string | null;
  amount?: number;
  currency?: string;
  /** charge.refunded: the whole charge, or only part of it. */
  refunded?: boolean;
}

/** An event as Stripe sends it (only the fields a real one has, the ones we read among them). */
function stripeEvent({
  type,
  intent,
  method = null,
  amount = course.priceCents,
  currency = course.currency,
  refunded = true,
}: PaymentEvent) {
  const object =
    type === 'charge.refunded'
      ? {
          id: `ch_${unique()}`,
          object: 'charge',
          amount,
          amount_refunded: refunded ? amount : Math.floor(amount / 2),
          currency,
          payment_intent: intent,
          payment_method: method,
          refunded,
        }
      : {
          id: intent,
          object: 'payment_intent',
          amount,
          amount_received: type === 'payment_intent.succeeded' ? amount : 0,
          currency,
          payment_method: method,
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        };
  return {
    id: `evt_${unique()}`,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

interface Delivery {
  status: number;
  body: { outcome?: string; error?: string };
}

/** POSTs the body with a Stripe-Signature header made with `secret`, as Stripe would. */
async function deliver(payload: string, secret = webhookSecret): Promise<Delivery> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return deliverSigned(payload, signature);
}

async function deliverSigned(
  payload: string,
  signature?: string,
  backendUrl = ctx().backend.url,
): Promise<Delivery> {
  const response = await fetch(`${backendUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    // Stripe sends no JWT: the function is `verify_jwt = false` and trusts the signature only.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Delivery['body'] };
}

/** An enrollment made with a card, as the browser makes it: the card's PaymentMethod id. */
async function enrollWithCard(): Promise<{ id: string; method: string; intent: string }> {
  const method = `pm_${unique()}`;
  const id = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
    name: 'Card Payer',
    email: `payer.${unique()}@example.com`,
    phone: '+250 788 000 777',
    courseId: course.id,
    paymentMethod: method,
  });
  return { id, method, intent: `pi_${unique()}` };
}

async function enrollmentRow(id: string) {
  const { data, error } = await ctx()
    .service.from('enrollments')
    .select('payment_status, payment_review, stripe_payment_intent_id, stripe_payment_method_id')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

describe('stripe-webhook', { timeout: 60_000 }, () => {
  it('marks the enrollment paid on a signed payment_intent.succeeded for its card', async () => {
    const enrollment = await enrollWithCard();
    expect(await enrollmentRow(enrollment.id)).toMatchObject({
      payment_status: 'unpaid',
      stripe_payment_method_id: enrollment.method,
      stripe_payment_intent_id: null,
    });
    const event = stripeEvent({
      type: 'payment_intent.succeeded',
      intent: enrollment.intent,
      method: enrollment.method,
    });
    expect(await deliver(JSON.stringify(event))).toEqual({
      status: 200,
      body: { received: true, outcome: 'updated' },
    });
    expect(await enrollmentRow(enrollment.id)).toEqual({
      payment_status: 'paid',
      payment_review: null,
      stripe_payment_intent_id: enrollment.intent,
      stripe_payment_method_id: enrollment.method,
    });
  });

  it('does not mark paid a payment of another amount or currency, and flags it for review', async () => {
    const cases = [
      { wrong: { amount: 100 }, reported: '100 RWF' },
      { wrong: { currency: 'eur' }, reported: '4500.00 EUR' },
    ];
    for (const { wrong, reported } of cases) {
      const enrollment = await enrollWithCard();
      const event = stripeEvent({
        type: 'payment_intent.succeeded',
        intent: enrollment.intent,
        method: enrollment.method,
        ...wrong,
      });
      expect((await deliver(JSON.stringify(event))).body.outcome).toBe('review');
      const row = await enrollmentRow(enrollment.id);
      expect(row.payment_status).toBe('unpaid');
      expect(row.payment_review).toBe(
        `Stripe reported ${reported}; the enrollment costs 450,000 RWF.`,
      );
    }
  });

  it('holds a payment to the price the enrollment was made at, whatever the catalogue says since', async () => {
    // An administrator reprices a course in US dollars while a visitor's payment is under way
    // (docs/courses.md): the visitor was charged the price shown, in its currency.
    const priced = { id: `usd-course-${unique()}`, title: 'Priced in dollars' };
    const added = await ctx()
      .admin.from('courses')
      .insert({
        ...priced,
        description: 'A course the test prices.',
        level: 'Beginner',
        duration: '1 week',
        modules: 2,
        price_cents: 12_050,
        currency: 'USD',
      });
    expect(added.error).toBeNull();
    const method = `pm_${unique()}`;
    const id = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'Dollar Payer',
      email: `dollar.${unique()}@example.com`,
      phone: '+250 788 000 778',
      courseId: priced.id,
      paymentMethod: method,
    });
    const repriced = await ctx()
      .admin.from('courses')
      .update({ price_cents: 350_000, currency: 'RWF' })
      .eq('id', priced.id);
    expect(repriced.error).toBeNull();

    const paid = stripeEvent({
      type: 'payment_intent.succeeded',
      intent: `pi_${unique()}`,
      method,
      amount: 12_050,
      currency: 'usd',
    });
    expect((await deliver(JSON.stringify(paid))).body.outcome).toBe('updated');
    const { data } = await ctx()
      .service.from('enrollments')
      .select('payment_status, payment_review, amount_cents, currency')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      payment_status: 'paid',
      payment_review: null,
      amount_cents: 12_050,
      currency: 'USD',
    });

    // A payment at the new catalogue price is not this enrollment's price: review.
    const other = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'Franc Payer',
      email: `franc.${unique()}@example.com`,
      phone: '+250 788 000 776',
      courseId: priced.id,
      paymentMethod: `pm_${unique()}`,
    });
    const { data: second } = await ctx()
      .service.from('enrollments')
      .select('amount_cents, currency')
      .eq('id', other)
      .single();
    expect(second).toEqual({ amount_cents: 350_000, currency: 'RWF' });
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const enrollment = await enrollWithCard();
    const payload = JSON.stringify(
      stripeEvent({
        type: 'payment_intent.succeeded',
        intent: enrollment.intent,
        method: enrollment.method,
      }),
    );
    const forged = await deliver(payload, `whsec_${unique()}`);
    expect(forged).toEqual({ status: 400, body: { error: 'The signature does not match.' } });
    // A genuine signature over other bytes does not vouch for these.
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('"livemode":false', '"livemode":true'),
      secret: webhookSecret,
    });
    expect((await deliverSigned(payload, signature)).status).toBe(400);
    expect((await deliverSigned(payload)).status).toBe(400);
    expect(await enrollmentRow(enrollment.id)).toMatchObject({
      payment_status: 'unpaid',
      stripe_payment_intent_id: null,
    });
  });

  it('changes nothing when an event is replayed', async () => {
    const enrollment = await enrollWithCard();
    const paid = JSON.stringify(
      stripeEvent({
        type: 'payment_intent.succeeded',
        intent: enrollment.intent,
        method: enrollment.method,
      }),
    );
    expect((await deliver(paid)).body.outcome).toBe('updated');
    const refund = JSON.stringify(
      stripeEvent({
        type: 'charge.refunded',
        intent: enrollment.intent,
        method: enrollment.method,
      }),
    );
    expect((await deliver(refund)).body.outcome).toBe('updated');
    // The same paid event again, freshly signed (as a retry or an attacker's replay would be).
    expect(await deliver(paid)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect((await enrollmentRow(enrollment.id)).payment_status).toBe('refunded');
  });

  it('never brings a refunded enrollment back to paid, whatever order events arrive in', async () => {
    const enrollment = await enrollWithCard();
    const of = (type: PaymentEvent['type']) =>
      JSON.stringify(stripeEvent({ type, intent: enrollment.intent, method: enrollment.method }));
    expect((await deliver(of('charge.refunded'))).body.outcome).toBe('updated');
    expect((await deliver(of('payment_intent.succeeded'))).body.outcome).toBe('unchanged');
    expect((await deliver(of('payment_intent.payment_failed'))).body.outcome).toBe('unchanged');
    expect((await enrollmentRow(enrollment.id)).payment_status).toBe('refunded');
  });

  it('records a failed payment, and a later success of the same intent as paid', async () => {
    const enrollment = await enrollWithCard();
    const of = (type: PaymentEvent['type']) =>
      JSON.stringify(stripeEvent({ type, intent: enrollment.intent, method: enrollment.method }));
    expect((await deliver(of('payment_intent.payment_failed'))).body.outcome).toBe('updated');
    expect(await enrollmentRow(enrollment.id)).toMatchObject({
      payment_status: 'failed',
      stripe_payment_intent_id: enrollment.intent,
    });
    expect((await deliver(of('payment_intent.succeeded'))).body.outcome).toBe('updated');
    // A failure delivered late does not undo the payment.
    expect((await deliver(of('payment_intent.payment_failed'))).body.outcome).toBe('unchanged');
    expect((await enrollmentRow(enrollment.id)).payment_status).toBe('paid');
  });

  it('refunds on charge.refunded, and flags a partial refund for review instead', async () => {
    const full = await enrollWithCard();
    const partial = await enrollWithCard();
    for (const enrollment of [full, partial]) {
      const event = stripeEvent({
        type: 'payment_intent.succeeded',
        intent: enrollment.intent,
        method: enrollment.method,
      });
      expect((await deliver(JSON.stringify(event))).body.outcome).toBe('updated');
    }
    // A refund's charge names the intent; Stripe's charge object has no PaymentMethod of ours.
    const refund = (intent: string, refunded: boolean) =>
      JSON.stringify(stripeEvent({ type: 'charge.refunded', intent, refunded }));
    expect((await deliver(refund(full.intent, true))).body.outcome).toBe('updated');
    expect((await deliver(refund(partial.intent, false))).body.outcome).toBe('review');
    expect(await enrollmentRow(full.id)).toMatchObject({
      payment_status: 'refunded',
      payment_review: null,
    });
    expect(await enrollmentRow(partial.id)).toMatchObject({
      payment_status: 'paid',
      payment_review: 'Stripe reported a partial refund.',
    });
  });

  it('acknowledges an event for an intent no enrollment names, and records nothing on a row', async () => {
    const enrollment = await enrollWithCard();
    const stranger = stripeEvent({
      type: 'payment_intent.succeeded',
      intent: `pi_${unique()}`,
      method: `pm_${unique()}`,
    });
    expect(await deliver(JSON.stringify(stranger))).toEqual({
      status: 200,
      body: { received: true, outcome: 'unknown_intent' },
    });
    expect(await enrollmentRow(enrollment.id)).toMatchObject({
      payment_status: 'unpaid',
      stripe_payment_intent_id: null,
    });
    // Events we do not reconcile are acknowledged too, so Stripe stops sending them.
    const other = { ...stranger, id: `evt_${unique()}`, type: 'customer.created' };
    expect(await deliver(JSON.stringify(other))).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
  });

  it('takes only a PaymentMethod id from the browser, and none when payments are off', async () => {
    const refused = await invokeFunction(ctx().anon, 'submit-enrollment', {
      _fillMs: 5000,
      name: 'Odd Card',
      email: `odd.${unique()}@example.com`,
      phone: '+250 788 000 780',
      courseId: course.id,
      paymentMethod: 'pi_not_a_payment_method',
    });
    expect(refused).toMatchObject({
      kind: 'refused',
      status: 400,
      fieldErrors: { paymentMethod: 'The card could not be read. Please enter it again' },
    });
    const id = await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'No Card',
      email: `nocard.${unique()}@example.com`,
      phone: '+250 788 000 781',
      courseId: course.id,
    });
    expect(await enrollmentRow(id)).toMatchObject({
      payment_status: 'unpaid',
      stripe_payment_method_id: null,
    });
  });

  it('lets one card pay for one enrollment only', async () => {
    const enrollment = await enrollWithCard();
    await expect(
      submitAsVisitor(ctx().backend, 'submit-enrollment', {
        name: 'Second Claim',
        email: `second.${unique()}@example.com`,
        phone: '+250 788 000 778',
        courseId: course.id,
        paymentMethod: enrollment.method,
      }),
    ).rejects.toThrow('This card payment is already recorded for an enrollment.');
    // A second intent with the enrollment's card (e.g. a cheaper form's) does not pay it.
    const paid = stripeEvent({
      type: 'payment_intent.succeeded',
      intent: enrollment.intent,
      method: enrollment.method,
    });
    expect((await deliver(JSON.stringify(paid))).body.outcome).toBe('updated');
    const second = stripeEvent({
      type: 'charge.refunded',
      intent: `pi_${unique()}`,
      method: enrollment.method,
    });
    expect((await deliver(JSON.stringify(second))).body.outcome).toBe('review');
    expect(await enrollmentRow(enrollment.id)).toMatchObject({
      payment_status: 'paid',
      stripe_payment_intent_id: enrollment.intent,
      payment_review: expect.stringMatching(/^Stripe reported a second payment \(pi_/),
    });
  });

  it('clears the review flag once an administrator sets the payment status by hand', async () => {
    const enrollment = await enrollWithCard();
    const short = stripeEvent({
      type: 'payment_intent.succeeded',
      intent: enrollment.intent,
      method: enrollment.method,
      amount: 100,
    });
    expect((await deliver(JSON.stringify(short))).body.outcome).toBe('review');
    const reviewed = await updateEnrollment(ctx().admin, enrollment.id, {
      payment_status: 'failed',
    });
    expect(reviewed).toMatchObject({ payment_status: 'failed', payment_review: null });
  });

  it('refuses a visitor who calls the reconciliation function directly', async () => {
    const enrollment = await enrollWithCard();
    const forged = await ctx().anon.rpc('reconcile_stripe_event', {
      event_id: `evt_${unique()}`,
      event_type: 'payment_intent.succeeded',
      payment_intent_id: enrollment.intent,
      payment_method_id: enrollment.method,
      amount_cents: course.priceCents,
      currency: course.currency,
    });
    expect(forged.error).toMatchObject({ code: '42501' });
    expect((await enrollmentRow(enrollment.id)).payment_status).toBe('unpaid');
  });
});

// What anyone who knows the endpoint's URL can send, signed with no secret we hold.
const event = () =>
  JSON.stringify(stripeEvent({ type: 'payment_intent.succeeded', intent: `pi_${unique()}` }));
const stripeShapedHeader = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: `whsec_${unique()}` });
const junk: {
  name: string;
  payload: () => string;
  signature: (payload: string) => string | undefined;
}[] = [
  { name: 'no signature header', payload: event, signature: () => undefined },
  { name: 'a header not of Stripe’s shape', payload: event, signature: () => 'sha256=abc' },
  {
    name: 'a header with a timestamp and no v1',
    payload: event,
    signature: () => `t=${Math.floor(Date.now() / 1000)},v0=${'a'.repeat(64)}`,
  },
  { name: 'an empty body', payload: () => '', signature: stripeShapedHeader },
  {
    name: 'a body that is not JSON',
    payload: () => 'evt_1,payment_intent.succeeded',
    signature: stripeShapedHeader,
  },
  { name: 'a JSON array', payload: () => `[${event()}]`, signature: stripeShapedHeader },
  {
    name: 'JSON that is not an event',
    payload: () => '{"hello":"world"}',
    signature: stripeShapedHeader,
  },
];
// Past the endpoint's limit (docs/payments.md); Stripe's events are a few kilobytes.
const huge = () => JSON.stringify({ ...JSON.parse(event()), padding: 'x'.repeat(600 * 1024) });

describe('stripe-webhook without STRIPE_WEBHOOK_SECRET', { timeout: 60_000 }, () => {
  let unconfigured: LocalBackend;
  beforeAll(async () => {
    // An empty secret overrides any supabase/functions/.env: a fresh clone has none.
    unconfigured = await startTestBackend({ functionSecrets: { STRIPE_WEBHOOK_SECRET: '' } });
  });
  afterAll(async () => {
    await unconfigured?.stop();
  });

  it.each(junk)('answers 400 to $name', async ({ payload, signature }) => {
    const body = payload();
    const answer = await deliverSigned(body, signature(body), unconfigured.url);
    expect(answer.status).toBe(400);
    expect(answer.body.error).not.toBe('The webhook is not configured.');
  });

  it('refuses a huge body as too large', async () => {
    const body = huge();
    expect(await deliverSigned(body, stripeShapedHeader(body), unconfigured.url)).toEqual({
      status: 413,
      body: { error: 'The event is too large.' },
    });
  });

  it('refuses a huge body sent without Content-Length', async () => {
    // Chunked, so only reading the body tells its size: the function stops at its limit.
    const body = new TextEncoder().encode(huge());
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < body.length; at += 64 * 1024) {
          controller.enqueue(body.subarray(at, at + 64 * 1024));
        }
        controller.close();
      },
    });
    // Streaming a request body needs `duplex: 'half'` (Node's fetch), which DOM's types lack.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeShapedHeader('{}'),
      },
      body: chunked,
      duplex: 'half',
    };
    const response = await fetch(`${unconfigured.url}/functions/v1/stripe-webhook`, init);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 413,
      body: { error: 'The event is too large.' },
    });
  });

  it('answers the retryable 500 only to a signed-looking event', async () => {
    const body = event();
    expect(await deliverSigned(body, stripeShapedHeader(body), unconfigured.url)).toEqual({
      status: 500,
      body: { error: 'The webhook is not configured.' },
    });
  });
});

describe('stripe-webhook refusing junk when configured', { timeout: 60_000 }, () => {
  it.each(junk)('answers 400 to $name', async ({ payload, signature }) => {
    const body = payload();
    expect((await deliverSigned(body, signature(body))).status).toBe(400);
  });

  it('refuses a huge body as too large', async () => {
    const body = huge();
    expect((await deliverSigned(body, stripeShapedHeader(body))).status).toBe(413);
  });
});
