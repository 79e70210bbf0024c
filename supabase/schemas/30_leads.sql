-- What visitors submit: bookings, consultations, partner applications and participants (the
-- leads; enrollments, which are paid, are in 35_enrollments_and_payments.sql). Visitors never
-- write these tables directly: every public form goes through an Edge Function and
-- public.submit_public_form (40_public_writes.sql, docs/trusted-submissions.md). Administrators
-- read and manage them; the grants and the row policies both say so. Their timelines and e-mails
-- are declared with those features (50_back_office.sql, 60_visitor_emails.sql).

-- Bookings ------------------------------------------------------------------------------------------
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
  updated_at timestamptz not null default now(),
  -- The first act of a team member on the lead (50_back_office.sql, "Needs action").
  first_action_at timestamptz,
  -- The member who owns the lead (65_team_alerts.sql, "Owners").
  assignee_id uuid references auth.users (id) on delete set null,
  -- The phone's national digits, for the one search (65_team_alerts.sql, "One search").
  phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored,
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint bookings_locale check (locale in ('en', 'rw', 'fr'))
);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_phone_digits_idx on public.bookings (phone_digits text_pattern_ops);
create index bookings_assignee_idx on public.bookings (assignee_id, created_at desc) where assignee_id is not null;
create index bookings_status_created_at_idx on public.bookings (status, created_at desc);
create index bookings_service_id_idx on public.bookings (service_id);
create index bookings_email_created_at_idx on public.bookings (lower(email), created_at);
-- Admin search is `ilike '%term%'`; trigram indexes keep it fast at 100,000 rows.
create index bookings_full_name_trgm_idx on public.bookings using gin (full_name extensions.gin_trgm_ops);
create index bookings_email_trgm_idx on public.bookings using gin (email extensions.gin_trgm_ops);
create index bookings_requested_service_trgm_idx on public.bookings using gin (requested_service extensions.gin_trgm_ops);

-- A visitor's booking names its service as text from the site's static list (docs/product-decisions.md, decision 1). When a
-- service record has that title (case and outer spaces ignored), the booking is linked to it at
-- once, so the admin list shows it as `service` and the edit form starts on that service. Other
-- choices ("Others", "Marketing Agents", ...) stay unlinked until an administrator picks one.
--
-- An AFTER trigger, not a BEFORE one: it updates the row once it is stored and every check of the
-- insert has passed. A booking inserted with a service keeps it (the trigger runs only without one).
create function private.link_booking_service()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.bookings as b
  set service_id = s.id
  from (
    select id from public.services
    where lower(btrim(title)) = lower(btrim(new.requested_service))
    order by created_at
    limit 1
  ) as s
  where b.id = new.id;
  return null;
end;
$$;

create trigger bookings_link_service after insert on public.bookings
  for each row when (new.service_id is null)
  execute function private.link_booking_service();
create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function private.set_updated_at();
create trigger bookings_keep_deleted before delete on public.bookings
  for each row execute function private.keep_deleted_row();
alter table public.bookings enable row level security;
revoke all on public.bookings from anon, authenticated;
grant select, insert, update, delete on public.bookings to authenticated;
create policy "Admins insert bookings" on public.bookings for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins read bookings" on public.bookings for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins update bookings" on public.bookings for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete bookings" on public.bookings for delete to authenticated using ((select private.can_handle_leads()));

-- Consultations -------------------------------------------------------------------------------------
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
  -- Which times are slots is data (32_consultation_hours.sql): a visitor's booking must be one of
  -- public.consultation_slots, checked by private.assert_consultation_slot_open.
  -- A public request holds its slot until its visitor confirms their e-mail (null until then;
  -- rows made any other way are verified when stored) or the hold expires (docs/consultations.md).
  email_verified_at timestamptz default now(),
  hold_expires_at timestamptz,
  -- The first act of a team member on the lead (50_back_office.sql, "Needs action").
  first_action_at timestamptz,
  -- The member who owns the lead (65_team_alerts.sql, "Owners").
  assignee_id uuid references auth.users (id) on delete set null,
  -- The phone's national digits, for the one search (65_team_alerts.sql, "One search").
  phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored,
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint consultations_locale check (locale in ('en', 'rw', 'fr'))
);
-- One live consultation per slot. A unique index (not a trigger's look-up) is what holds under
-- concurrent inserts: the second transaction waits for the first and then fails.
create unique index consultations_live_slot_key on public.consultations (scheduled_for)
  where status <> 'cancelled';
create index consultations_created_at_idx on public.consultations (created_at desc);
create index consultations_phone_digits_idx on public.consultations (phone_digits text_pattern_ops);
create index consultations_assignee_idx on public.consultations (assignee_id, created_at desc) where assignee_id is not null;
create index consultations_status_created_at_idx on public.consultations (status, created_at desc);
create index consultations_email_created_at_idx on public.consultations (lower(email), created_at);
create index consultations_full_name_trgm_idx on public.consultations using gin (full_name extensions.gin_trgm_ops);
create index consultations_email_trgm_idx on public.consultations using gin (email extensions.gin_trgm_ops);
create index consultations_service_trgm_idx on public.consultations using gin (service extensions.gin_trgm_ops);
create index consultations_open_holds_idx on public.consultations (hold_expires_at)
  where email_verified_at is null and status <> 'cancelled';

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

-- Rescheduling ----------------------------------------------------------------------------------
-- An administrator moves a consultation under the public form's window too: a future slot no more
-- than two months ahead (Kigali dates). The slot itself and "taken" are checked as for visitors.
create function private.check_consultation_reschedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Kigali')::date;
  slot_day date := (new.scheduled_for at time zone 'Africa/Kigali')::date;
begin
  if new.scheduled_for is distinct from old.scheduled_for
    and (new.scheduled_for <= now() or slot_day > (today + interval '2 months')::date) then
    raise exception 'Please choose a time slot between now and two months from today.'
      using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger consultations_check_reschedule before update of scheduled_for on public.consultations
  for each row execute function private.check_consultation_reschedule();

create trigger consultations_set_updated_at before update on public.consultations
  for each row execute function private.set_updated_at();
create trigger consultations_keep_deleted before delete on public.consultations
  for each row execute function private.keep_deleted_row();
alter table public.consultations enable row level security;
revoke all on public.consultations from anon, authenticated;
grant select, insert, update, delete on public.consultations to authenticated;
create policy "Admins insert consultations" on public.consultations for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins read consultations" on public.consultations for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins update consultations" on public.consultations for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete consultations" on public.consultations for delete to authenticated using ((select private.can_handle_leads()));
-- Administrators see only requests whose e-mail is confirmed; a hold is not a lead yet.
create policy "Admins see verified consultations only" on public.consultations
  as restrictive for select to authenticated
  using (email_verified_at is not null);

-- Taken consultation slots of one Kigali day, so the form can grey them out. It reveals only the
-- times, never who booked them. A hold's slot is free again as soon as the hold lapses.
create function public.consultation_taken_slots(day date)
returns setof timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select c.scheduled_for
  from public.consultations c
  where c.status <> 'cancelled'
    and (c.email_verified_at is not null or c.hold_expires_at > now())
    and c.scheduled_for >= (day::timestamp at time zone 'Africa/Kigali')
    and c.scheduled_for < ((day + 1)::timestamp at time zone 'Africa/Kigali')
  order by c.scheduled_for
$$;
revoke execute on function public.consultation_taken_slots(date) from public;
grant execute on function public.consultation_taken_slots(date) to anon, authenticated, service_role;

-- Partner applications ------------------------------------------------------------------------------
create table public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  company_name public.name_text not null,
  email public.email_address not null,
  phone public.phone_text not null,
  message public.long_text not null,
  status public.application_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The first act of a team member on the lead (50_back_office.sql, "Needs action").
  first_action_at timestamptz,
  -- The member who owns the lead (65_team_alerts.sql, "Owners").
  assignee_id uuid references auth.users (id) on delete set null,
  -- The phone's national digits, for the one search (65_team_alerts.sql, "One search").
  phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^(250|0)', ''), '')) stored,
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint partner_applications_locale check (locale in ('en', 'rw', 'fr'))
);
create index partner_applications_created_at_idx on public.partner_applications (created_at desc);
create index partner_applications_phone_digits_idx on public.partner_applications (phone_digits text_pattern_ops);
create index partner_applications_assignee_idx on public.partner_applications (assignee_id, created_at desc) where assignee_id is not null;
create index partner_applications_status_created_at_idx on public.partner_applications (status, created_at desc);
create index partner_applications_email_created_at_idx on public.partner_applications (lower(email), created_at);
create index partner_applications_company_name_trgm_idx on public.partner_applications using gin (company_name extensions.gin_trgm_ops);
create index partner_applications_email_trgm_idx on public.partner_applications using gin (email extensions.gin_trgm_ops);
create trigger partner_applications_set_updated_at before update on public.partner_applications
  for each row execute function private.set_updated_at();
create trigger partner_applications_keep_deleted before delete on public.partner_applications
  for each row execute function private.keep_deleted_row();
alter table public.partner_applications enable row level security;
revoke all on public.partner_applications from anon, authenticated;
grant select, insert, update, delete on public.partner_applications to authenticated;
create policy "Admins insert applications" on public.partner_applications for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins read applications" on public.partner_applications for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins update applications" on public.partner_applications for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete applications" on public.partner_applications for delete to authenticated using ((select private.can_handle_leads()));

-- Participants (event registrations) ----------------------------------------------------------------
create table public.participants (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  name public.name_text not null,
  email public.email_address not null,
  phone_number public.phone_text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The phone's national digits, for the one search (65_team_alerts.sql, "One search").
  phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored,
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint participants_locale check (locale in ('en', 'rw', 'fr'))
);
create unique index participants_event_email_key on public.participants (event_id, lower(email));
create index participants_created_at_idx on public.participants (created_at desc);
create index participants_phone_digits_idx on public.participants (phone_digits text_pattern_ops);
create index participants_event_id_created_at_idx on public.participants (event_id, created_at desc);
create index participants_email_created_at_idx on public.participants (lower(email), created_at);
create index participants_name_trgm_idx on public.participants using gin (name extensions.gin_trgm_ops);
create index participants_email_trgm_idx on public.participants using gin (email extensions.gin_trgm_ops);
create trigger participants_set_updated_at before update on public.participants
  for each row execute function private.set_updated_at();
create trigger participants_keep_deleted before delete on public.participants
  for each row execute function private.keep_deleted_row();
alter table public.participants enable row level security;
revoke all on public.participants from anon, authenticated;
grant select, insert, update, delete on public.participants to authenticated;
create policy "Admins insert participants" on public.participants for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins read participants" on public.participants for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins update participants" on public.participants for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete participants" on public.participants for delete to authenticated using ((select private.can_handle_leads()));

-- Participants per event for the admin events list. security_invoker: it reads participants with
-- the caller's rights, so only admins see counts (and anon is not granted it at all).
create view public.events_with_counts
with (security_invoker = true)
as
  select e.*, (select count(*) from public.participants p where p.event_id = e.id)::integer as participant_count
  from public.events e;
revoke all on public.events_with_counts from anon, authenticated;
grant select on public.events_with_counts to authenticated;
