-- Enrollment and registration e-mails (docs/visitor-emails.md): an enrollment is acknowledged
-- with its course, amount and how payment works, Stripe's payment is acknowledged, and an event
-- registration is confirmed with a calendar invitation. Queued by triggers in the same
-- transaction as the row, like the other visitor e-mails.

-- The kinds -------------------------------------------------------------------------------------------
alter table public.visitor_email_settings drop constraint visitor_email_settings_kind;
alter table public.visitor_email_settings add constraint visitor_email_settings_kind check (
  kind in (
    'consultation_verification',
    'consultation_confirmed', 'consultation_rescheduled', 'consultation_cancelled',
    'consultation_reminder_day', 'consultation_reminder_hour',
    'booking_confirmed', 'booking_cancelled',
    'partner_application_accepted', 'partner_application_rejected',
    'enrollment_received', 'enrollment_paid', 'registration_confirmed'
  )
);
insert into public.visitor_email_settings (kind)
values ('enrollment_received'), ('enrollment_paid'), ('registration_confirmed')
on conflict (kind) do nothing;

-- The outbox: two more leads and the facts their e-mails state ---------------------------------------
alter table public.visitor_emails
  add column enrollment_id uuid references public.enrollments (id) on delete cascade,
  add column participant_id uuid references public.participants (id) on delete cascade,
  -- Enrollments: the amount due, as the catalogue priced it when the visitor enrolled.
  add column amount_cents integer,
  add column currency text,
  -- Registrations: the event's end (its start is `scheduled_for`) and its venue.
  add column ends_at timestamptz,
  add column location text;
alter table public.visitor_emails drop constraint visitor_emails_one_lead;
alter table public.visitor_emails add constraint visitor_emails_one_lead check (
  num_nonnulls(booking_id, consultation_id, partner_application_id, enrollment_id, participant_id) = 1
);
create index visitor_emails_enrollment_idx on public.visitor_emails (enrollment_id, created_at) where enrollment_id is not null;
create index visitor_emails_participant_idx on public.visitor_emails (participant_id, created_at) where participant_id is not null;

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
