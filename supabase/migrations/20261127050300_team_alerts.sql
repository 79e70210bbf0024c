-- Alerts (docs/leads.md, "Alerts"): each new lead queues an e-mail to the members who want one,
-- in the team outbox that assignments use, sent over the visitor e-mails' SMTP.
create table public.team_member_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  lead_alerts text not null default 'each_lead' constraint team_member_preferences_lead_alerts check (
    lead_alerts in ('each_lead', 'daily_digest', 'none')
  ),
  digest_hour smallint not null default 8 constraint team_member_preferences_digest_hour check (
    digest_hour between 0 and 23
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger team_member_preferences_set_updated_at before update on public.team_member_preferences
  for each row execute function private.set_updated_at();
alter table public.team_member_preferences enable row level security;
revoke all on public.team_member_preferences from anon, authenticated;
grant select, insert (user_id, lead_alerts, digest_hour), update (lead_alerts, digest_hour)
  on public.team_member_preferences to authenticated;
create policy "Members read their own preferences" on public.team_member_preferences for select
  to authenticated using ((select public.is_admin()) and user_id = (select auth.uid()));
create policy "Members set their own preferences" on public.team_member_preferences for insert
  to authenticated with check ((select public.is_admin()) and user_id = (select auth.uid()));
create policy "Members change their own preferences" on public.team_member_preferences for update
  to authenticated using ((select public.is_admin()) and user_id = (select auth.uid()))
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

-- Queues the new-lead e-mail of one lead to every member who wants each lead. Called by the lead
-- tables' insert triggers below; a consultation that a visitor must first confirm by e-mail is
-- announced by calling it when they confirm instead.
create function private.queue_team_alert(kind text, id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb;
begin
  if kind not in ('bookings', 'consultations', 'partner_applications', 'enrollments') then
    raise exception 'No alerts for leads of kind %.', kind using errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', kind) into lead using id;
  if lead is null then
    return;
  end if;
  insert into public.team_emails (kind, recipient_id, recipient, inbox, lead_id, lead_name, topic)
  select 'new_lead', a.user_id, u.email, queue_team_alert.kind, queue_team_alert.id,
    coalesce(lead ->> 'full_name', lead ->> 'company_name'),
    coalesce(lead ->> 'service', lead ->> 'requested_service', lead ->> 'course_title')
  from public.team_members a
  join auth.users u on u.id = a.user_id
  left join public.team_member_preferences p on p.user_id = a.user_id
  where coalesce(p.lead_alerts, 'each_lead') = 'each_lead' and u.email is not null;
end;
$$;
revoke execute on function private.queue_team_alert(text, uuid) from public, anon, authenticated;

create function private.alert_team_of_new_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_team_alert(tg_table_name, new.id);
  return null;
end;
$$;
create trigger bookings_alert_team after insert on public.bookings
  for each row execute function private.alert_team_of_new_lead();
create trigger consultations_alert_team after insert on public.consultations
  for each row execute function private.alert_team_of_new_lead();
create trigger partner_applications_alert_team after insert on public.partner_applications
  for each row execute function private.alert_team_of_new_lead();
create trigger enrollments_alert_team after insert on public.enrollments
  for each row execute function private.alert_team_of_new_lead();
