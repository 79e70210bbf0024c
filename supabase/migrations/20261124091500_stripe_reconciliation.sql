-- Stripe reconciliation of enrollments (docs/payments.md). The browser records the card's
-- PaymentMethod id with the enrollment; Stripe's signed events (the stripe-webhook function) bind
-- the PaymentIntent to the row and set paid / failed / refunded, only at the catalogue's price.

-- 1. What the row keeps ------------------------------------------------------------------------
alter table public.enrollments
  -- Sent by the visitor's browser with the enrollment: the card Stripe.js tokenised for this
  -- payment. Only a hint of which row a payment belongs to; it never marks anything paid.
  add column stripe_payment_method_id text
    constraint enrollments_stripe_payment_method_id_format
    check (stripe_payment_method_id ~ '^pm_[A-Za-z0-9_]{1,200}$'),
  -- Set only from Stripe's signed events, the first time one names this row's card.
  add column stripe_payment_intent_id text
    constraint enrollments_stripe_payment_intent_id_format
    check (stripe_payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,200}$'),
  -- Set when Stripe reported something the status cannot simply follow (another amount or
  -- currency, a partial refund): the administrator decides. Null: nothing to review.
  add column payment_review text
    constraint enrollments_payment_review_bounds check (length(payment_review) between 1 and 500),
  add column payment_updated_at timestamptz;

-- One card and one payment pay for at most one enrollment: nobody can attach a payment that is
-- already another row's.
create unique index enrollments_stripe_payment_method_id_key
  on public.enrollments (stripe_payment_method_id);
create unique index enrollments_stripe_payment_intent_id_key
  on public.enrollments (stripe_payment_intent_id);
create index enrollments_payment_review_idx on public.enrollments (created_at desc)
  where payment_review is not null;

-- 2. Events already handled ---------------------------------------------------------------------
-- Stripe delivers an event at least once and retries it; a replay (or a retry) finds its id here
-- and changes nothing. Never exposed through the API.
create table private.stripe_events (
  id text primary key constraint stripe_events_id_format check (id ~ '^evt_[A-Za-z0-9_]{1,200}$'),
  type text not null,
  payment_intent_id text,
  enrollment_id uuid references public.enrollments (id) on delete set null,
  outcome text not null,
  received_at timestamptz not null default now()
);

-- 3. The state change, in one transaction -------------------------------------------------------
-- Statuses only move forward: unpaid < failed < paid < refunded. Stripe does not promise the
-- order of its events, so a late `payment_failed` never undoes a payment and no event brings a
-- refunded enrollment back to paid. Answers what happened: duplicate, unknown_intent, updated,
-- unchanged or review.
create function public.reconcile_stripe_event(
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
    review := format('Stripe reported %s %s, but the course is no longer in the catalogue.',
                     amount_cents, upper(currency));
  elsif amount_cents is distinct from course.price_cents::bigint
        or upper(currency) is distinct from course.currency then
    review := format('Stripe reported %s %s; the course costs %s %s.',
                     amount_cents, upper(currency), course.price_cents, course.currency);
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

revoke execute on function public.reconcile_stripe_event(text, text, text, text, bigint, text, boolean)
  from public, anon, authenticated;
grant execute on function public.reconcile_stripe_event(text, text, text, text, bigint, text, boolean)
  to service_role;

-- An administrator who sets the payment status by hand has reviewed it: the flag goes.
create function private.clear_payment_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status is distinct from old.payment_status and public.is_admin() then
    new.payment_review := null;
  end if;
  return new;
end;
$$;
create trigger enrollments_clear_payment_review before update of payment_status on public.enrollments
  for each row execute function private.clear_payment_review();

-- 4. The enrollment form stores the card's PaymentMethod id -------------------------------------
-- As before (20261124010100_trusted_submissions.sql), with `payment_method` for enrollments.
create or replace function public.submit_public_form(form_name text, source_address text, fields jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  submitter_email text := fields->>'email';
  new_id uuid;
  course public.courses;
  slot timestamptz;
  today date := (now() at time zone 'Africa/Kigali')::date;
begin
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'One submission is expected.' using errcode = '22023';
  end if;
  perform private.claim_submission_slot(form_name, source_address, submitter_email);
  case form_name
  when 'booking' then
    insert into public.bookings (full_name, email, phone_number, requested_service, project_description)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'requested_service',
            fields->>'project_description')
    returning id into new_id;
  when 'consultation' then
    slot := (fields->>'scheduled_for')::timestamptz;
    if slot <= now() or (slot at time zone 'Africa/Kigali')::date > (today + interval '2 months')::date then
      raise exception 'Please choose a time slot between now and two months from today.'
        using errcode = '22023';
    end if;
    insert into public.consultations (full_name, email, phone_number, service, message, scheduled_for)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'service',
            fields->>'message', slot)
    returning id into new_id;
  when 'partner_application' then
    insert into public.partner_applications (company_name, email, phone, message)
    values (fields->>'company_name', submitter_email, fields->>'phone', fields->>'message')
    returning id into new_id;
  when 'enrollment' then
    select * into course from public.courses c where c.id = fields->>'course_id' and c.is_active;
    if not found then
      raise exception 'Please choose a course from the catalogue.' using errcode = '22023';
    end if;
    if exists (
      select 1 from public.enrollments e where e.stripe_payment_method_id = fields->>'payment_method'
    ) then
      raise exception 'This card payment is already recorded for an enrollment.' using errcode = '23505';
    end if;
    insert into public.enrollments (course_id, course_title, amount_cents, currency, full_name, email, phone,
                                    stripe_payment_method_id)
    values (course.id, course.title, course.price_cents, course.currency, fields->>'full_name', submitter_email,
            fields->>'phone', fields->>'payment_method')
    returning id into new_id;
  when 'registration' then
    if not exists (
      select 1 from public.events e
      where e.id = (fields->>'event_id')::uuid and e.is_published and e.to_date >= now()
    ) then
      raise exception 'Registration for this event is closed.' using errcode = '22023';
    end if;
    insert into public.participants (event_id, name, email, phone_number)
    values ((fields->>'event_id')::uuid, fields->>'name', submitter_email, fields->>'phone_number')
    on conflict (event_id, lower(email)) do nothing
    returning id into new_id;
    if new_id is null then
      select p.id into new_id from public.participants p
      where p.event_id = (fields->>'event_id')::uuid and lower(p.email) = lower(submitter_email);
    end if;
  else
    raise exception 'Unknown form "%".', form_name using errcode = '22023';
  end case;
  return new_id;
end;
$$;
