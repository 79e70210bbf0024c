-- Course prices the agency sets in the admin's Courses screen (docs/courses.md). The database
-- keeps the rules the form shows, with sentences an editor can act on: a currency the agency
-- offers, a price above zero and within what Stripe can charge. Amounts stay in the currency's
-- smallest unit (docs/payments.md, "Currencies"), a whole number, so no fraction of a franc can
-- be stored at all.

-- The currencies a course may be priced in, RWF first (the form offers them in this order; the
-- contract's `courseCurrencies` lists the same).
create function private.course_currencies()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['RWF', 'USD', 'EUR', 'GBP', 'KES', 'UGX', 'TZS']
$$;

-- Stripe accepts amounts of at most eight digits in the smallest unit (USD 999,999.99, RWF
-- 99,999,999); a larger price could never be charged.
create function private.course_price_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 99999999
$$;

-- The refusals in words. The check constraints below say the same for anything that skips
-- triggers; this runs first, so an editor reads the sentence, not a constraint's name.
create function private.check_course_price()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.currency is null or not (new.currency = any (private.course_currencies())) then
    raise exception 'A course is priced in RWF, USD, EUR, GBP, KES, UGX or TZS.'
      using errcode = '22023';
  end if;
  if new.price_cents is null or new.price_cents <= 0 then
    raise exception 'A course price must be more than zero.' using errcode = '22023';
  end if;
  if new.price_cents > private.course_price_max() then
    raise exception 'A course price can be at most %: Stripe charges no more at once.',
      private.money_text(private.course_price_max(), new.currency)
      using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger courses_check_price before insert or update of price_cents, currency on public.courses
  for each row execute function private.check_course_price();

alter table public.courses
  add constraint courses_currency_offered check (currency = any (private.course_currencies())),
  add constraint courses_price_cents_max check (price_cents <= private.course_price_max());

-- An enrollment keeps the amount and currency it was created with (docs/courses.md, "A price
-- change and the enrollments already made"): Stripe's payment is compared with the enrollment's
-- own amount, copied from the catalogue when the visitor enrolled, not with today's price, so a
-- change of price or currency in the admin neither flags nor marks paid a payment under way.
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

-- The admin's Courses list searches titles, as every list does, through a trigram index.
create index courses_title_trgm_idx on public.courses using gin (title extensions.gin_trgm_ops);

-- Undo of a deleted course (the admin's lists offer it after every delete). Courses are keyed by
-- a text id, the other tables by uuid, so the kept rows and the restore take the id as text.
alter table private.deleted_rows alter column row_id type text using row_id::text;

create or replace function private.keep_deleted_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.deleted_rows where deleted_at < now() - interval '1 day';
  insert into private.deleted_rows (table_name, row_id, row_data)
    values (tg_table_name, to_jsonb(old) ->> 'id', to_jsonb(old));
  return old;
end;
$$;

create trigger courses_keep_deleted before delete on public.courses
  for each row execute function private.keep_deleted_row();

drop function public.admin_restore_deleted(text, uuid);
-- Restores the latest delete that took the row (table, id) with everything it took along. The id
-- is text: a uuid for most tables, a course's text id.
create function public.admin_restore_deleted(table_name text, row_id text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted_tx bigint;
  kept record;
  columns text;
begin
  if not private.can_write_table(admin_restore_deleted.table_name) then
    raise exception 'Your role cannot restore rows of this table.' using errcode = '42501';
  end if;
  select d.tx into deleted_tx from private.deleted_rows d
    where d.table_name = admin_restore_deleted.table_name and d.row_id = admin_restore_deleted.row_id
    order by d.seq desc limit 1;
  if deleted_tx is null then
    raise exception 'This row can no longer be restored.' using errcode = 'P0002';
  end if;
  -- The audit log records these inserts as a restore (private.audit_row_change).
  perform set_config('inzira.audit_action', 'restore', true);
  for kept in select * from private.deleted_rows d where d.tx = deleted_tx order by d.seq loop
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) into columns
      from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = kept.table_name and c.is_generated = 'NEVER';
    execute format(
      'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1)',
      kept.table_name, columns, columns, kept.table_name
    ) using kept.row_data;
  end loop;
  delete from private.deleted_rows d where d.tx = deleted_tx;
  perform set_config('inzira.audit_action', '', true);
end;
$$;
revoke execute on function public.admin_restore_deleted(text, text) from public, anon;
grant execute on function public.admin_restore_deleted(text, text) to authenticated, service_role;
