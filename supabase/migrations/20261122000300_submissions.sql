-- What visitors submit: bookings, consultations, partner applications, enrollments, participants.
-- Visitors may only insert (see the policies migration); these triggers add the rules that a
-- policy cannot express: per-e-mail limits, Kigali consultation slots and the booking window.

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  full_name public.name_text not null,
  email public.email_address not null,
  phone_number public.phone_text,
  -- The visitor's choice from the site's static list, kept verbatim (docs/product-decisions.md, decision 1).
  requested_service text not null constraint bookings_requested_service_choice check (
    requested_service in (
      'Marketing Agents', 'Event Protocols', 'Content Creation', 'Advertising Experts',
      'Translation Services', 'Administrative Support', 'Others'
    )
  ),
  -- Set by an administrator who links the booking to a service record.
  service_id uuid references public.services (id) on delete set null,
  project_description public.long_text not null,
  status public.booking_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_service_id_idx on public.bookings (service_id);
create index bookings_email_created_at_idx on public.bookings (lower(email), created_at);
-- Admin search is `ilike '%term%'`; trigram indexes keep it fast at 100,000 rows.
create index bookings_full_name_trgm_idx on public.bookings using gin (full_name extensions.gin_trgm_ops);
create index bookings_email_trgm_idx on public.bookings using gin (email extensions.gin_trgm_ops);
create index bookings_requested_service_trgm_idx on public.bookings using gin (requested_service extensions.gin_trgm_ops);

create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  full_name public.name_text not null,
  email public.email_address not null,
  phone_number public.phone_text not null,
  service text not null constraint consultations_service_choice check (
    service in (
      'Content Creation', 'Digital Marketing', 'Social Media Management', 'Web Development',
      'Brand Design', 'Video Production', 'Other'
    )
  ),
  -- Optional on the form, so an empty message is accepted as well as none.
  message text constraint consultations_message_bounds check (length(message) <= 5000),
  scheduled_for timestamptz not null,
  status public.submission_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Seven slots on the hour, 9 AM to 4 PM Kigali time, none at 1 PM.
  constraint consultations_scheduled_for_slot check (
    (scheduled_for at time zone 'Africa/Kigali')
      = date_trunc('hour', scheduled_for at time zone 'Africa/Kigali')
    and extract(hour from scheduled_for at time zone 'Africa/Kigali') in (9, 10, 11, 12, 14, 15, 16)
  )
);
-- One live consultation per slot. A unique index (not a trigger's look-up) is what holds under
-- concurrent inserts: the second transaction waits for the first and then fails.
create unique index consultations_live_slot_key on public.consultations (scheduled_for)
  where status <> 'cancelled';
create index consultations_created_at_idx on public.consultations (created_at desc);
create index consultations_status_created_at_idx on public.consultations (status, created_at desc);
create index consultations_email_created_at_idx on public.consultations (lower(email), created_at);
create index consultations_full_name_trgm_idx on public.consultations using gin (full_name extensions.gin_trgm_ops);
create index consultations_email_trgm_idx on public.consultations using gin (email extensions.gin_trgm_ops);
create index consultations_service_trgm_idx on public.consultations using gin (service extensions.gin_trgm_ops);

create table public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  company_name public.name_text not null,
  email public.email_address not null,
  phone public.phone_text not null,
  message public.long_text not null,
  status public.application_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partner_applications_created_at_idx on public.partner_applications (created_at desc);
create index partner_applications_status_created_at_idx on public.partner_applications (status, created_at desc);
create index partner_applications_email_created_at_idx on public.partner_applications (lower(email), created_at);
create index partner_applications_company_name_trgm_idx on public.partner_applications using gin (company_name extensions.gin_trgm_ops);
create index partner_applications_email_trgm_idx on public.partner_applications using gin (email extensions.gin_trgm_ops);

create table public.enrollments (
  id uuid primary key default gen_random_uuid(),
  -- Courses are static in the site; the row keeps the slug and the title shown at enrollment.
  course_id text not null constraint enrollments_course_id_slug check (course_id ~ '^[a-z0-9-]{1,80}$'),
  course_title public.title_text not null,
  amount_cents integer not null constraint enrollments_amount_cents_min check (amount_cents >= 0),
  currency text not null default 'USD' constraint enrollments_currency_code check (currency ~ '^[A-Z]{3}$'),
  full_name public.name_text not null,
  email public.email_address not null,
  phone public.phone_text not null,
  payment_status public.payment_status not null default 'unpaid',
  payment_reference text constraint enrollments_payment_reference_bounds check (length(payment_reference) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index enrollments_created_at_idx on public.enrollments (created_at desc);
create index enrollments_payment_status_created_at_idx on public.enrollments (payment_status, created_at desc);
create index enrollments_email_created_at_idx on public.enrollments (lower(email), created_at);
create index enrollments_full_name_trgm_idx on public.enrollments using gin (full_name extensions.gin_trgm_ops);
create index enrollments_email_trgm_idx on public.enrollments using gin (email extensions.gin_trgm_ops);
create index enrollments_course_title_trgm_idx on public.enrollments using gin (course_title extensions.gin_trgm_ops);

create table public.participants (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  name public.name_text not null,
  email public.email_address not null,
  phone_number public.phone_text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index participants_event_email_key on public.participants (event_id, lower(email));
create index participants_created_at_idx on public.participants (created_at desc);
create index participants_event_id_created_at_idx on public.participants (event_id, created_at desc);
create index participants_email_created_at_idx on public.participants (lower(email), created_at);
create index participants_name_trgm_idx on public.participants using gin (name extensions.gin_trgm_ops);
create index participants_email_trgm_idx on public.participants using gin (email extensions.gin_trgm_ops);

-- Per-e-mail limits ---------------------------------------------------------------------------------
-- A visitor may send each public form at most 5 times per hour per e-mail address. Security definer
-- because visitors cannot read the submissions it counts. It also stamps id/created_at for visitors
-- so a forged past created_at cannot slip under the limit.
create function private.enforce_submission_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  if not private.is_visitor() then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.created_at := now();
  execute format(
    'select count(*) from %I.%I where lower(email) = lower($1) and created_at > now() - interval ''1 hour''',
    tg_table_schema, tg_table_name
  ) into recent using new.email;
  if recent >= 5 then
    raise exception 'Too many submissions from this e-mail address. Please try again in an hour.'
      using errcode = 'P0001', hint = 'submission_limit';
  end if;
  return new;
end;
$$;

create trigger bookings_submission_limit before insert on public.bookings
  for each row execute function private.enforce_submission_limit();
create trigger consultations_submission_limit before insert on public.consultations
  for each row execute function private.enforce_submission_limit();
create trigger partner_applications_submission_limit before insert on public.partner_applications
  for each row execute function private.enforce_submission_limit();
create trigger enrollments_submission_limit before insert on public.enrollments
  for each row execute function private.enforce_submission_limit();
create trigger participants_submission_limit before insert on public.participants
  for each row execute function private.enforce_submission_limit();

-- Consultation slots --------------------------------------------------------------------------------
-- Visitors book from today to two months ahead (Kigali dates), never a past hour, and get a clear
-- message when the slot was taken before they submitted (the unique index covers the race).
create function private.check_consultation_slot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Kigali')::date;
  slot_day date := (new.scheduled_for at time zone 'Africa/Kigali')::date;
begin
  if private.is_visitor() then
    if new.scheduled_for <= now() or slot_day > (today + interval '2 months')::date then
      raise exception 'Please choose a time slot between now and two months from today.'
        using errcode = '22023';
    end if;
  end if;
  if new.status <> 'cancelled' and exists (
    select 1 from public.consultations c
    where c.scheduled_for = new.scheduled_for and c.status <> 'cancelled' and c.id <> new.id
  ) then
    raise exception 'This time slot is already booked. Please choose another one.'
      using errcode = '23505';
  end if;
  return new;
end;
$$;

create trigger consultations_check_slot before insert or update of scheduled_for, status
  on public.consultations
  for each row execute function private.check_consultation_slot();

create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function private.set_updated_at();
create trigger consultations_set_updated_at before update on public.consultations
  for each row execute function private.set_updated_at();
create trigger partner_applications_set_updated_at before update on public.partner_applications
  for each row execute function private.set_updated_at();
create trigger enrollments_set_updated_at before update on public.enrollments
  for each row execute function private.set_updated_at();
create trigger participants_set_updated_at before update on public.participants
  for each row execute function private.set_updated_at();

alter table public.bookings enable row level security;
alter table public.consultations enable row level security;
alter table public.partner_applications enable row level security;
alter table public.enrollments enable row level security;
alter table public.participants enable row level security;
