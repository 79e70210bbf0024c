-- The review reason states money as people read it ("1.00 USD", not "100 USD" for one dollar):
-- the amounts Stripe and the catalogue hold are in the currency's smallest unit (docs/payments.md).
-- Otherwise reconcile_stripe_event is as in 20261124091500_stripe_reconciliation.sql.
create function private.money_text(amount_cents bigint, currency text)
returns text
language sql
immutable
set search_path = ''
as $$
  select trim(to_char(amount_cents / 100.0, '999999999990.00')) || ' ' || upper(currency)
$$;

create or replace function public.reconcile_stripe_event(
  event_id text,
  event_type text,
  payment_intent_id text,
  payment_method_id text,
  amount_cents bigint,
  currency text,
  fully_refunded boolean default false
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  enrollment public.enrollments;
  course public.courses;
  target public.payment_status;
  rank_of constant text[] := array['unpaid', 'failed', 'paid', 'refunded'];
  review text;
  result text;
begin
  target := case event_type
    when 'payment_intent.succeeded' then 'paid'
    when 'payment_intent.payment_failed' then 'failed'
    when 'charge.refunded' then 'refunded'
  end;
  if target is null then
    raise exception 'Unhandled Stripe event type "%".', event_type using errcode = '22023';
  end if;
  if payment_intent_id is null or payment_intent_id !~ '^pi_[A-Za-z0-9_]{1,200}$' then
    raise exception 'A PaymentIntent id is required.' using errcode = '22023';
  end if;

  insert into private.stripe_events (id, type, payment_intent_id, outcome)
    values (event_id, event_type, reconcile_stripe_event.payment_intent_id, 'received')
    on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  select * into enrollment from public.enrollments e
    where e.stripe_payment_intent_id = reconcile_stripe_event.payment_intent_id
    for update;
  if not found and payment_method_id is not null then
    select * into enrollment from public.enrollments e
      where e.stripe_payment_method_id = reconcile_stripe_event.payment_method_id
      for update;
  end if;
  if enrollment.id is null then
    update private.stripe_events s set outcome = 'unknown_intent' where s.id = event_id;
    return 'unknown_intent';
  end if;

  select * into course from public.courses c where c.id = enrollment.course_id;
  if enrollment.stripe_payment_intent_id is not null
     and enrollment.stripe_payment_intent_id <> reconcile_stripe_event.payment_intent_id then
    review := format('Stripe reported a second payment (%s) with this enrollment''s card.',
                     reconcile_stripe_event.payment_intent_id);
  elsif course.id is null then
    review := format('Stripe reported %s, but the course is no longer in the catalogue.',
                     private.money_text(amount_cents, currency));
  elsif amount_cents is distinct from course.price_cents::bigint
        or upper(currency) is distinct from course.currency then
    review := format('Stripe reported %s; the course costs %s.',
                     private.money_text(amount_cents, currency),
                     private.money_text(course.price_cents, course.currency));
  elsif target = 'refunded' and not fully_refunded then
    review := 'Stripe reported a partial refund.';
  end if;

  if review is not null then
    update public.enrollments e
      set payment_review = review,
          payment_updated_at = now(),
          stripe_payment_intent_id = coalesce(e.stripe_payment_intent_id,
                                              reconcile_stripe_event.payment_intent_id)
      where e.id = enrollment.id;
    result := 'review';
  elsif array_position(rank_of, target::text) > array_position(rank_of, enrollment.payment_status::text) then
    update public.enrollments e
      set payment_status = target,
          payment_updated_at = now(),
          stripe_payment_intent_id = reconcile_stripe_event.payment_intent_id
      where e.id = enrollment.id;
    result := 'updated';
  else
    update public.enrollments e
      set stripe_payment_intent_id = reconcile_stripe_event.payment_intent_id
      where e.id = enrollment.id and e.stripe_payment_intent_id is null;
    result := 'unchanged';
  end if;
  update private.stripe_events s
    set outcome = result, enrollment_id = enrollment.id
    where s.id = event_id;
  return result;
end;
$$;
