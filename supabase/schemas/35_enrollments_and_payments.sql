-- Enrollments in courses and their Stripe reconciliation (docs/payments.md). The browser records
-- the card's PaymentMethod id with the enrollment; Stripe's signed events (the stripe-webhook
-- function) bind the PaymentIntent to the row and set paid / failed / refunded, only at the
-- catalogue's price.
create table public.enrollments (
  id uuid primary key default gen_random_uuid(),
  -- Courses are static in the site; the row keeps the slug and the title shown at enrollment.
  course_id text not null constraint enrollments_course_id_slug check (course_id ~ '^[a-z0-9-]{1,80}$'),
  course_title public.title_text not null,
  amount_cents integer not null constraint enrollments_amount_cents_min check (amount_cents >= 0),
  currency text not null default 'RWF' constraint enrollments_currency_code check (currency ~ '^[A-Z]{3}$'),
  full_name public.name_text not null,
  email public.email_address not null,
  phone public.phone_text not null,
  payment_status public.payment_status not null default 'unpaid',
  payment_reference text constraint enrollments_payment_reference_bounds check (length(payment_reference) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Sent by the visitor's browser with the enrollment: the card Stripe.js tokenised for this
  -- payment. Only a hint of which row a payment belongs to; it never marks anything paid.
  stripe_payment_method_id text
    constraint enrollments_stripe_payment_method_id_format
    check (stripe_payment_method_id ~ '^pm_[A-Za-z0-9_]{1,200}$'),
  -- Set only from Stripe's signed events, the first time one names this row's card.
  stripe_payment_intent_id text
    constraint enrollments_stripe_payment_intent_id_format
    check (stripe_payment_intent_id ~ '^pi_[A-Za-z0-9_]{1,200}$'),
  -- Set when Stripe reported something the status cannot simply follow (another amount or
  -- currency, a partial refund): the administrator decides. Null: nothing to review.
  payment_review text
    constraint enrollments_payment_review_bounds check (length(payment_review) between 1 and 500),
  payment_updated_at timestamptz,
  -- The first act of a team member on the lead (50_back_office.sql, "Needs action").
  first_action_at timestamptz,
  -- The member who owns the lead (65_team_alerts.sql, "Owners").
  assignee_id uuid references auth.users (id) on delete set null,
  -- The phone's national digits, for the one search (65_team_alerts.sql, "One search").
  phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^(250|0)', ''), '')) stored,
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint enrollments_locale check (locale in ('en', 'rw', 'fr'))
);
create index enrollments_assignee_idx on public.enrollments (assignee_id, created_at desc) where assignee_id is not null;

-- Rows older than this rule were left as they were (NOT VALID); every new enrollment costs something.
alter table public.enrollments
  add constraint enrollments_amount_cents_positive check (amount_cents > 0) not valid;
create index enrollments_created_at_idx on public.enrollments (created_at desc);
create index enrollments_phone_digits_idx on public.enrollments (phone_digits text_pattern_ops);
create index enrollments_payment_status_created_at_idx on public.enrollments (payment_status, created_at desc);
create index enrollments_email_created_at_idx on public.enrollments (lower(email), created_at);
create index enrollments_full_name_trgm_idx on public.enrollments using gin (full_name extensions.gin_trgm_ops);
create index enrollments_email_trgm_idx on public.enrollments using gin (email extensions.gin_trgm_ops);
create index enrollments_course_title_trgm_idx on public.enrollments using gin (course_title extensions.gin_trgm_ops);
-- One card and one payment pay for at most one enrollment: nobody can attach a payment that is
-- already another row's.
create unique index enrollments_stripe_payment_method_id_key
  on public.enrollments (stripe_payment_method_id);
create unique index enrollments_stripe_payment_intent_id_key
  on public.enrollments (stripe_payment_intent_id);
create index enrollments_payment_review_idx on public.enrollments (created_at desc)
  where payment_review is not null;

create trigger enrollments_set_updated_at before update on public.enrollments
  for each row execute function private.set_updated_at();
create trigger enrollments_keep_deleted before delete on public.enrollments
  for each row execute function private.keep_deleted_row();
alter table public.enrollments enable row level security;
revoke all on public.enrollments from anon, authenticated;
grant select, insert, update, delete on public.enrollments to authenticated;
create policy "Admins insert enrollments" on public.enrollments for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins read enrollments" on public.enrollments for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins update enrollments" on public.enrollments for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete enrollments" on public.enrollments for delete to authenticated using ((select private.can_handle_leads()));

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

-- Events already handled ---------------------------------------------------------------------
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

-- Stripe's zero-decimal currencies (the contract's `zeroDecimalCurrencies` lists the same).
create function private.zero_decimal_currencies()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV',
               'XAF', 'XOF', 'XPF']
$$;

-- Money as people read it ("1.00 USD", "350,000 RWF"): the amounts Stripe and the catalogue hold
-- are in the currency's smallest unit, a hundredth except for zero-decimal currencies.
create function private.money_text(amount_cents bigint, currency text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when upper(currency) = any (private.zero_decimal_currencies())
      then trim(to_char(amount_cents, 'FM999,999,999,999,990'))
    else trim(to_char(amount_cents / 100.0, '999999999990.00'))
  end || ' ' || upper(currency)
$$;

-- The state change, in one transaction -------------------------------------------------------
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
    review := format('Stripe reported %s, but the course is no longer in the catalogue.',
                     private.money_text(amount_cents, currency));
  elsif amount_cents is distinct from enrollment.amount_cents::bigint
        or upper(currency) is distinct from enrollment.currency then
    review := format('Stripe reported %s; the enrollment costs %s.',
                     private.money_text(amount_cents, currency),
                     private.money_text(enrollment.amount_cents, enrollment.currency));
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
