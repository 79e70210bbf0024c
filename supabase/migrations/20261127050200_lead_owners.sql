-- Owners (docs/leads.md, "Owners"): each lead can be assigned to a member of the team; the
-- assignment is recorded in the lead's timeline and queues an e-mail to the new assignee in the
-- team outbox, sent over the same SMTP as the visitor e-mails.
alter table public.bookings add column assignee_id uuid references auth.users (id) on delete set null;
alter table public.consultations add column assignee_id uuid references auth.users (id) on delete set null;
alter table public.partner_applications add column assignee_id uuid references auth.users (id) on delete set null;
alter table public.enrollments add column assignee_id uuid references auth.users (id) on delete set null;
create index bookings_assignee_idx on public.bookings (assignee_id, created_at desc) where assignee_id is not null;
create index consultations_assignee_idx on public.consultations (assignee_id, created_at desc) where assignee_id is not null;
create index partner_applications_assignee_idx on public.partner_applications (assignee_id, created_at desc) where assignee_id is not null;
create index enrollments_assignee_idx on public.enrollments (assignee_id, created_at desc) where assignee_id is not null;

-- The timeline gains assignment rows: to whom (null: unassigned), named as at that moment.
alter table public.lead_activity add column assignee_id uuid;
alter table public.lead_activity add column assignee_email text;
alter table public.lead_activity drop constraint lead_activity_kind;
alter table public.lead_activity add constraint lead_activity_kind
  check (kind in ('note', 'status', 'assignment'));
alter table public.lead_activity drop constraint lead_activity_shape;
alter table public.lead_activity add constraint lead_activity_shape check (
  (kind = 'note' and body is not null and from_status is null and to_status is null)
  or (kind = 'status' and body is null and to_status is not null)
  or (kind = 'assignment' and body is null and from_status is null and to_status is null)
);

-- A note or a status change by a signed-in team member is an act (an assignment is not).
create or replace function private.lead_activity_marks_acted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is null or new.kind = 'assignment' then
    return null;
  end if;
  if new.booking_id is not null then
    perform private.mark_lead_acted('bookings', new.booking_id, new.created_at);
  elsif new.consultation_id is not null then
    perform private.mark_lead_acted('consultations', new.consultation_id, new.created_at);
  elsif new.partner_application_id is not null then
    perform private.mark_lead_acted('partner_applications', new.partner_application_id, new.created_at);
  elsif new.enrollment_id is not null then
    perform private.mark_lead_acted('enrollments', new.enrollment_id, new.created_at);
  end if;
  return null;
end;
$$;

-- The team ----------------------------------------------------------------------------------------
-- The members are the administrators (public.team_members) with their sign-in e-mail.
create function public.admin_team_members()
returns table (user_id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can list the team.' using errcode = '42501';
  end if;
  return query
    select a.user_id, u.email::text from public.team_members a join auth.users u on u.id = a.user_id
    order by lower(u.email::text);
end;
$$;
revoke execute on function public.admin_team_members() from public, anon;
grant execute on function public.admin_team_members() to authenticated, service_role;

-- The team outbox ------------------------------------------------------------------------------------
-- E-mails to team members, queued in the same transaction as what they report and sent by the
-- `send-team-emails` Edge Function over the visitor e-mails' SMTP. A lead is named by its inbox
-- and id (no foreign key), so an e-mail about a lead deleted meanwhile is still sent and kept.
create table public.team_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint team_emails_kind check (kind in ('lead_assigned', 'new_lead')),
  recipient_id uuid not null references auth.users (id) on delete cascade,
  recipient public.email_address not null,
  inbox text not null constraint team_emails_inbox check (
    inbox in ('bookings', 'consultations', 'partner_applications', 'enrollments')
  ),
  lead_id uuid not null,
  -- The lead's name and topic at the time, for the subject and the body.
  lead_name text not null,
  topic text,
  -- Who made the change (an assignment), as it read then.
  actor_email text,
  status text not null default 'pending' constraint team_emails_status check (
    status in ('pending', 'sending', 'sent', 'failed')
  ),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);
create index team_emails_pending_idx on public.team_emails (created_at) where status in ('pending', 'sending');
create index team_emails_recipient_idx on public.team_emails (recipient_id, created_at desc);
create trigger team_emails_set_updated_at before update on public.team_emails
  for each row execute function private.set_updated_at();
alter table public.team_emails enable row level security;
revoke all on public.team_emails from anon, authenticated;
-- Each member reads the e-mails sent to them; only the function (service role) writes.
grant select on public.team_emails to authenticated;
grant select, update on public.team_emails to service_role;
create policy "Members read their own team e-mails" on public.team_emails for select
  to authenticated using ((select public.is_admin()) and recipient_id = (select auth.uid()));

-- Claims what is pending (or stuck in `sending` for 5 minutes) for one sender; two calls never
-- get the same row.
create function public.claim_team_emails()
returns setof public.team_emails
language sql
volatile
security definer
set search_path = ''
as $$
  update public.team_emails e
  set status = 'sending', attempts = e.attempts + 1
  where e.id in (
    select q.id from public.team_emails q
    where q.status = 'pending' or (q.status = 'sending' and q.updated_at < now() - interval '5 minutes')
    order by q.created_at
    limit 50
    for update skip locked
  )
  returning e.*
$$;
revoke execute on function public.claim_team_emails() from public, anon, authenticated;
grant execute on function public.claim_team_emails() to service_role;

-- Owners --------------------------------------------------------------------------------------------
-- A lead's assignee must be a member of the team.
create function private.check_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null
    and not exists (select 1 from public.team_members a where a.user_id = new.assignee_id) then
    raise exception 'The assignee must be a member of the team.' using errcode = '23503';
  end if;
  return new;
end;
$$;

-- Records an assignment in the lead's timeline and e-mails the new assignee (not when members
-- assign a lead to themselves). Argument: the lead_activity column naming the lead.
create function private.record_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  assignee_email text;
begin
  if new.assignee_id is not distinct from old.assignee_id then
    return null;
  end if;
  select u.email::text into assignee_email from auth.users u where u.id = new.assignee_id;
  execute format(
    'insert into public.lead_activity (%I, kind, assignee_id, assignee_email, author_id, author_email)
     values ($1, ''assignment'', $2, $3, auth.uid(), auth.jwt() ->> ''email'')',
    tg_argv[0]
  ) using new.id, new.assignee_id, assignee_email;
  if new.assignee_id is not null and new.assignee_id is distinct from auth.uid() then
    insert into public.team_emails (kind, recipient_id, recipient, inbox, lead_id, lead_name, topic, actor_email)
    values (
      'lead_assigned', new.assignee_id, assignee_email, tg_table_name, new.id,
      coalesce(lead ->> 'full_name', lead ->> 'company_name'),
      coalesce(lead ->> 'service', lead ->> 'requested_service', lead ->> 'course_title'),
      auth.jwt() ->> 'email'
    );
  end if;
  return null;
end;
$$;

create trigger bookings_check_assignee before insert or update of assignee_id on public.bookings
  for each row execute function private.check_assignee();
create trigger consultations_check_assignee before insert or update of assignee_id on public.consultations
  for each row execute function private.check_assignee();
create trigger partner_applications_check_assignee before insert or update of assignee_id on public.partner_applications
  for each row execute function private.check_assignee();
create trigger enrollments_check_assignee before insert or update of assignee_id on public.enrollments
  for each row execute function private.check_assignee();
create trigger bookings_record_assignment after update of assignee_id on public.bookings
  for each row execute function private.record_assignment('booking_id');
create trigger consultations_record_assignment after update of assignee_id on public.consultations
  for each row execute function private.record_assignment('consultation_id');
create trigger partner_applications_record_assignment after update of assignee_id on public.partner_applications
  for each row execute function private.record_assignment('partner_application_id');
create trigger enrollments_record_assignment after update of assignee_id on public.enrollments
  for each row execute function private.record_assignment('enrollment_id');
