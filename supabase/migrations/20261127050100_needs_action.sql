-- A lead needs action until a team member acts on it (docs/leads.md, "Needs action"): the first
-- act is kept on the lead, so the sidebar and the dashboard count what is still waiting, the
-- same for everyone, instead of what each administrator has not opened yet. Event registrations
-- have no status and nothing to answer, so they carry no such column.
alter table public.bookings add column first_action_at timestamptz;
alter table public.consultations add column first_action_at timestamptz;
alter table public.partner_applications add column first_action_at timestamptz;
alter table public.enrollments add column first_action_at timestamptz;

-- Leads already acted on: their first note or status change by a team member.
update public.bookings t set first_action_at = a.first from (
  select booking_id as id, min(created_at) as first from public.lead_activity
  where booking_id is not null and author_id is not null group by booking_id
) a where a.id = t.id;
update public.consultations t set first_action_at = a.first from (
  select consultation_id as id, min(created_at) as first from public.lead_activity
  where consultation_id is not null and author_id is not null group by consultation_id
) a where a.id = t.id;
update public.partner_applications t set first_action_at = a.first from (
  select partner_application_id as id, min(created_at) as first from public.lead_activity
  where partner_application_id is not null and author_id is not null group by partner_application_id
) a where a.id = t.id;
update public.enrollments t set first_action_at = a.first from (
  select enrollment_id as id, min(created_at) as first from public.lead_activity
  where enrollment_id is not null and author_id is not null group by enrollment_id
) a where a.id = t.id;

create index bookings_needs_action_idx on public.bookings (created_at) where first_action_at is null;
create index consultations_needs_action_idx on public.consultations (created_at) where first_action_at is null;
create index partner_applications_needs_action_idx on public.partner_applications (created_at) where first_action_at is null;
create index enrollments_needs_action_idx on public.enrollments (created_at) where first_action_at is null;

-- Marks a lead acted on at `acted_at` (the earliest act wins, so an Undo that brings back older
-- notes after newer ones still keeps the first).
create function private.mark_lead_acted(lead_table text, lead_id uuid, acted_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format(
    'update public.%I set first_action_at = $2
     where id = $1 and (first_action_at is null or first_action_at > $2)',
    lead_table
  ) using lead_id, acted_at;
end;
$$;

-- A note or a status change by a signed-in team member is an act. Status rows written without a
-- user (a payment confirmed by Stripe, a visitor's own change through a function) are not.
create function private.lead_activity_marks_acted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is null then
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
create trigger lead_activity_marks_acted after insert on public.lead_activity
  for each row execute function private.lead_activity_marks_acted();

-- An e-mail to the visitor queued by a team member's change is a reply, and so an act.
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

-- Only these triggers set `first_action_at`: a direct write (the API, a visitor's insert,
-- an Undo's re-insert) keeps the stored value, or none for a new row, so nobody can clear a
-- lead's queue by editing a column. The triggers write one level down (depth 2 or more).
create function private.keep_first_action()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() = 1 then
    new.first_action_at := case when tg_op = 'UPDATE' then old.first_action_at end;
  end if;
  return new;
end;
$$;
create trigger bookings_keep_first_action before insert or update on public.bookings
  for each row execute function private.keep_first_action();
create trigger consultations_keep_first_action before insert or update on public.consultations
  for each row execute function private.keep_first_action();
create trigger partner_applications_keep_first_action before insert or update on public.partner_applications
  for each row execute function private.keep_first_action();
create trigger enrollments_keep_first_action before insert or update on public.enrollments
  for each row execute function private.keep_first_action();

-- Leads nobody has acted on yet, per inbox; the same figures for every administrator.
create function public.admin_needs_action_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the leads that need action.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'bookings', (select count(*) from public.bookings where first_action_at is null),
    'consultations', (select count(*) from public.consultations where first_action_at is null),
    'partner_applications', (select count(*) from public.partner_applications where first_action_at is null),
    'enrollments', (select count(*) from public.enrollments where first_action_at is null)
  );
end;
$$;
revoke execute on function public.admin_needs_action_counts() from public, anon;
grant execute on function public.admin_needs_action_counts() to authenticated, service_role;
