-- Visitor e-mails (docs/visitor-emails.md): when an administrator confirms, reschedules or
-- cancels a consultation or a booking, or accepts or rejects a partner application, a trigger
-- queues one e-mail in an outbox in the same transaction as the change, so a failed send can
-- never lose it. The `send-visitor-emails` Edge Function sends what is queued and records the
-- outcome; the administrator sees failures and retries them.

-- Which kinds are on ----------------------------------------------------------------------------------
-- The kinds are data (one row each), kept by the migrations.
create table public.visitor_email_settings (
  kind text primary key constraint visitor_email_settings_kind check (
    kind in (
      'consultation_verification',
      'consultation_confirmed', 'consultation_rescheduled', 'consultation_cancelled',
      'consultation_reminder_day', 'consultation_reminder_hour',
      'booking_confirmed', 'booking_cancelled',
      'partner_application_accepted', 'partner_application_rejected',
      'enrollment_received', 'enrollment_paid', 'registration_confirmed'
    )
  ),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger visitor_email_settings_set_updated_at before update on public.visitor_email_settings
  for each row execute function private.set_updated_at();

alter table public.visitor_email_settings enable row level security;
revoke all on public.visitor_email_settings from anon, authenticated;
grant select, update (enabled) on public.visitor_email_settings to authenticated;
grant select on public.visitor_email_settings to service_role;
create policy "Admins read e-mail settings" on public.visitor_email_settings for select
  to authenticated using ((select public.is_admin()));
create policy "Admins switch e-mails on and off" on public.visitor_email_settings for update
  to authenticated using ((select private.is_owner())) with check ((select private.is_owner()));

-- The outbox -----------------------------------------------------------------------------------------
-- One row per e-mail. The recipient and the appointment are copied from the lead when the change
-- is made: the function sends to that address only and never takes one from a request.
create table public.visitor_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null references public.visitor_email_settings (kind),
  booking_id uuid references public.bookings (id) on delete cascade,
  consultation_id uuid references public.consultations (id) on delete cascade,
  partner_application_id uuid references public.partner_applications (id) on delete cascade,
  recipient public.email_address not null,
  recipient_name text not null,
  -- The service asked for (consultations, bookings); null for partner applications.
  topic text,
  -- Consultations: the appointment at the time of the change, and the calendar invitation's
  -- SEQUENCE (the number of earlier e-mails of that consultation, so each update is newer).
  scheduled_for timestamptz,
  calendar_sequence integer not null default 0,
  status text not null default 'pending' constraint visitor_emails_status check (
    status in ('pending', 'sending', 'sent', 'failed', 'skipped')
  ),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  enrollment_id uuid references public.enrollments (id) on delete cascade,
  participant_id uuid references public.participants (id) on delete cascade,
  -- Enrollments: the amount due, as the catalogue priced it when the visitor enrolled.
  amount_cents integer,
  currency text,
  -- Registrations: the event's end (its start is `scheduled_for`) and its venue.
  ends_at timestamptz,
  location text,
  constraint visitor_emails_one_lead check (
    num_nonnulls(booking_id, consultation_id, partner_application_id, enrollment_id, participant_id) = 1
  ),
  -- The language the visitor used (docs/languages.md): their e-mails are written in it.
  locale text not null default 'en' constraint visitor_emails_locale check (locale in ('en', 'rw', 'fr'))
);
create index visitor_emails_pending_idx on public.visitor_emails (created_at)
  where status in ('pending', 'sending');
create index visitor_emails_booking_idx on public.visitor_emails (booking_id, created_at) where booking_id is not null;
create index visitor_emails_consultation_idx on public.visitor_emails (consultation_id, created_at) where consultation_id is not null;
create index visitor_emails_partner_application_idx on public.visitor_emails (partner_application_id, created_at) where partner_application_id is not null;
create index visitor_emails_enrollment_idx on public.visitor_emails (enrollment_id, created_at) where enrollment_id is not null;
create index visitor_emails_participant_idx on public.visitor_emails (participant_id, created_at) where participant_id is not null;
create index visitor_emails_failed_idx on public.visitor_emails (created_at desc) where status = 'failed';
-- Each reminder of an appointment is queued at most once, whoever runs the job and how often
-- (a moved appointment is a new one and gets its own).
create unique index visitor_emails_one_reminder_key on public.visitor_emails (consultation_id, kind, scheduled_for)
  where kind in ('consultation_reminder_day', 'consultation_reminder_hour');

create trigger visitor_emails_set_updated_at before update on public.visitor_emails
  for each row execute function private.set_updated_at();
-- A lead's e-mails go with it when it is deleted and come back with it on Undo.
create trigger visitor_emails_keep_deleted before delete on public.visitor_emails
  for each row execute function private.keep_deleted_row();

alter table public.visitor_emails enable row level security;
revoke all on public.visitor_emails from anon, authenticated;
-- Administrators read it; only the function (service role) writes it.
grant select on public.visitor_emails to authenticated;
grant select, update on public.visitor_emails to service_role;
create policy "Admins read visitor e-mails" on public.visitor_emails for select to authenticated
  using ((select private.can_handle_leads()));

-- Queues the e-mail of a lead's change. Argument: the outbox column naming the lead.
create function private.queue_visitor_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  before jsonb := to_jsonb(old);
  status_changed boolean := lead ->> 'status' is distinct from before ->> 'status';
  email_kind text;
  is_on boolean;
  sequence integer := 0;
begin
  if tg_table_name = 'consultations' then
    -- A request whose e-mail is not confirmed gets only its verification e-mail.
    if new.email_verified_at is null then
      return null;
    end if;
    email_kind := case
      when status_changed and new.status = 'confirmed' then 'consultation_confirmed'
      when status_changed and new.status = 'cancelled' then 'consultation_cancelled'
      when new.scheduled_for is distinct from old.scheduled_for and new.status <> 'cancelled'
        then 'consultation_rescheduled'
    end;
    -- The invitation's SEQUENCE counts the e-mails that carried one (not the verification).
    select count(*) into sequence from public.visitor_emails e
      where e.consultation_id = new.id
        and e.kind in ('consultation_confirmed', 'consultation_rescheduled', 'consultation_cancelled');
  elsif tg_table_name = 'bookings' and status_changed then
    email_kind := case new.status when 'confirmed' then 'booking_confirmed'
      when 'cancelled' then 'booking_cancelled' end;
  elsif tg_table_name = 'partner_applications' and status_changed then
    email_kind := case new.status when 'accepted' then 'partner_application_accepted'
      when 'rejected' then 'partner_application_rejected' end;
  end if;
  if email_kind is null then
    return null;
  end if;
  select s.enabled into is_on from public.visitor_email_settings s where s.kind = email_kind;
  execute format(
    'insert into public.visitor_emails
       (%I, kind, recipient, recipient_name, topic, scheduled_for, calendar_sequence, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8)',
    tg_argv[0]
  ) using new.id, email_kind, lead ->> 'email',
    coalesce(lead ->> 'full_name', lead ->> 'company_name'),
    coalesce(lead ->> 'service', lead ->> 'requested_service'),
    (lead ->> 'scheduled_for')::timestamptz, sequence,
    case when coalesce(is_on, true) then 'pending' else 'skipped' end;
  return null;
end;
$$;

create trigger bookings_queue_visitor_email after update of status on public.bookings
  for each row execute function private.queue_visitor_email('booking_id');
create trigger consultations_queue_visitor_email after update of status, scheduled_for
  on public.consultations
  for each row execute function private.queue_visitor_email('consultation_id');
create trigger partner_applications_queue_visitor_email after update of status
  on public.partner_applications
  for each row execute function private.queue_visitor_email('partner_application_id');

-- Enrollments and registrations ---------------------------------------------------------------------
-- Queues the e-mail of a new enrollment or registration, and of an enrollment's payment. A row put
-- back by Undo (admin_restore_deleted) is not new: its e-mails come back with it.
create function private.queue_signup_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  email_kind text;
  is_on boolean;
  event public.events;
begin
  if current_setting('inzira.audit_action', true) = 'restore' then
    return null;
  end if;
  if tg_table_name = 'enrollments' then
    email_kind := case
      when tg_op = 'INSERT' then 'enrollment_received'
      when new.payment_status = 'paid' and old.payment_status is distinct from 'paid' then 'enrollment_paid'
    end;
    if email_kind is null then
      return null;
    end if;
    select s.enabled into is_on from public.visitor_email_settings s where s.kind = email_kind;
    insert into public.visitor_emails
      (enrollment_id, kind, recipient, recipient_name, topic, amount_cents, currency, status)
    values (new.id, email_kind, new.email, new.full_name, new.course_title, new.amount_cents,
            new.currency, case when coalesce(is_on, true) then 'pending' else 'skipped' end);
  else
    select * into event from public.events e where e.id = new.event_id;
    select s.enabled into is_on from public.visitor_email_settings s where s.kind = 'registration_confirmed';
    insert into public.visitor_emails
      (participant_id, kind, recipient, recipient_name, topic, scheduled_for, ends_at, location, status)
    values (new.id, 'registration_confirmed', new.email, new.name, event.title, event.from_date,
            event.to_date, event.location,
            case when coalesce(is_on, true) then 'pending' else 'skipped' end);
  end if;
  return null;
end;
$$;

create trigger enrollments_queue_visitor_email after insert or update of payment_status
  on public.enrollments
  for each row execute function private.queue_signup_email();
create trigger participants_queue_visitor_email after insert on public.participants
  for each row execute function private.queue_signup_email();

-- Sending -------------------------------------------------------------------------------------------
-- The function claims what it will send in one statement, so two calls at once never send the
-- same e-mail twice: queued rows, rows whose sender died mid-send (5 minutes), and the failed rows
-- an administrator asked to retry. Never the verification e-mail: its secrets exist only in the
-- request that made the hold, which sends it itself.
create function public.claim_visitor_emails(retry_ids uuid[] default '{}')
returns setof public.visitor_emails
language sql
volatile
security definer
set search_path = ''
as $$
  update public.visitor_emails e
  set status = 'sending', attempts = e.attempts + 1, last_error = null
  where e.id in (
    select c.id from public.visitor_emails c
    where c.kind <> 'consultation_verification'
      and (c.status = 'pending'
        or (c.status = 'sending' and c.updated_at < now() - interval '5 minutes')
        or (c.status = 'failed' and c.id = any (retry_ids)))
    order by c.created_at
    limit 50
    for update skip locked
  )
  returning e.*
$$;

revoke execute on function public.claim_visitor_emails(uuid[]) from public, anon, authenticated;
grant execute on function public.claim_visitor_emails(uuid[]) to service_role;

-- Needs action (docs/leads.md): an e-mail to the visitor queued by a team member's change is a reply, and so an act.
create function private.visitor_email_marks_acted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return null;
  end if;
  if new.booking_id is not null then
    perform private.mark_lead_acted('bookings', new.booking_id, new.created_at);
  elsif new.consultation_id is not null then
    perform private.mark_lead_acted('consultations', new.consultation_id, new.created_at);
  elsif new.partner_application_id is not null then
    perform private.mark_lead_acted('partner_applications', new.partner_application_id, new.created_at);
  end if;
  return null;
end;
$$;
create trigger visitor_emails_mark_acted after insert on public.visitor_emails
  for each row execute function private.visitor_email_marks_acted();

-- An e-mail is written in its lead's language (docs/languages.md): every queued row takes the
-- locale of the booking, consultation, application, enrollment or registration it is about.
create function private.visitor_email_locale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.locale := coalesce(
    (select b.locale from public.bookings b where b.id = new.booking_id),
    (select c.locale from public.consultations c where c.id = new.consultation_id),
    (select a.locale from public.partner_applications a where a.id = new.partner_application_id),
    (select e.locale from public.enrollments e where e.id = new.enrollment_id),
    (select p.locale from public.participants p where p.id = new.participant_id),
    'en'
  );
  return new;
end;
$$;
revoke execute on function private.visitor_email_locale() from public, anon, authenticated;
create trigger visitor_emails_locale before insert on public.visitor_emails
  for each row execute function private.visitor_email_locale();
