-- Team alerts and owners (docs/leads.md): the team's members, the outbox of e-mails to them and
-- the assignment of leads. The assignee columns are declared with the lead tables.

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
  kind text not null constraint team_emails_kind check (kind in ('lead_assigned', 'new_lead', 'daily_digest')),
  recipient_id uuid not null references auth.users (id) on delete cascade,
  recipient public.email_address not null,
  -- The lead an e-mail is about; a daily digest names many (in `digest`) and none here.
  inbox text constraint team_emails_inbox check (
    inbox in ('bookings', 'consultations', 'partner_applications', 'enrollments')
  ),
  lead_id uuid,
  -- The lead's name and topic at the time, for the subject and the body.
  lead_name text,
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
  sent_at timestamptz,
  -- A daily digest's Kigali day and what it lists, as the job found it (queue_team_digests).
  digest_day date,
  digest jsonb,
  constraint team_emails_shape check (
    case when kind = 'daily_digest'
      then digest_day is not null and jsonb_typeof(digest) = 'object' and lead_id is null
      else inbox is not null and lead_id is not null and lead_name is not null and digest is null
    end
  )
);
-- Never two digests to one member the same Kigali day, however often the job runs.
create unique index team_emails_one_digest_key on public.team_emails (recipient_id, digest_day)
  where kind = 'daily_digest';
create index team_emails_pending_idx on public.team_emails (created_at) where status in ('pending', 'sending', 'failed');
create index team_emails_lead_idx on public.team_emails (lead_id) where status in ('pending', 'sending', 'failed');
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

-- Claims up to 50 e-mails for one sender; two calls never get the same row. What is claimed:
-- pending e-mails, e-mails stuck in `sending` for 5 minutes (a sender that died), and failed
-- ones again after a pause that grows with each attempt, 5 attempts in all (an SMTP outage
-- delays an alert, it does not lose it). `for_lead` claims only that lead's e-mails, so a new
-- lead's alert never waits behind a backlog (docs/leads.md, "Alerts").
create function public.claim_team_emails(for_lead uuid default null)
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
    where (for_lead is null or q.lead_id = for_lead)
      and (
        q.status = 'pending'
        or (q.status = 'sending' and q.updated_at < now() - interval '5 minutes')
        or (q.status = 'failed' and q.attempts < 5
          and q.updated_at < now() - q.attempts * interval '1 minute')
      )
    order by q.created_at
    limit 50
    for update skip locked
  )
  returning e.*
$$;
revoke execute on function public.claim_team_emails(uuid) from public, anon, authenticated;
grant execute on function public.claim_team_emails(uuid) to service_role;

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

-- Alerts (docs/leads.md, "Alerts") ----------------------------------------------------------------
-- Each member chooses how they hear of new leads: an e-mail per lead (the default, so a new
-- member misses nothing), a daily digest at a Kigali hour of their choosing, or none.
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
-- A consultation alerts once its visitor confirmed their e-mail (docs/leads.md, "Alerts"): at
-- the insert's commit when it is verified then, or when the visitor confirms.
create function private.alert_team_of_confirmed_consultation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (
    select 1 from public.consultations c where c.id = new.id and c.email_verified_at is not null
  ) then
    perform private.queue_team_alert('consultations', new.id);
  end if;
  return null;
end
$$;

create constraint trigger consultations_alert_team after insert on public.consultations
  deferrable initially deferred
  for each row execute function private.alert_team_of_confirmed_consultation();
create trigger consultations_alert_team_on_confirm after update of email_verified_at on public.consultations
  for each row when (old.email_verified_at is null and new.email_verified_at is not null)
  execute function private.alert_team_of_confirmed_consultation();

create trigger partner_applications_alert_team after insert on public.partner_applications
  for each row execute function private.alert_team_of_new_lead();
create trigger enrollments_alert_team after insert on public.enrollments
  for each row execute function private.alert_team_of_new_lead();

-- The daily digest (docs/leads.md, "Daily digest") ----------------------------------------------------
-- Queues the digests due at `at`: members of a role that handles leads whose choice is the
-- digest and whose hour is `at`'s Kigali hour. The window is fixed by the hour, not by when the
-- job runs: [that hour yesterday, that hour today), so consecutive days never overlap or miss a
-- lead; a lead is late by the threshold as of that hour (private.waiting_cutoff). Each list holds
-- at most 100 leads, newest first, with its full count. Returns how many digests it queued.
create function private.queue_team_digests(at timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  local_at timestamp := at at time zone 'Africa/Kigali';
  due_hour integer := extract(hour from local_at);
  day date := local_at::date;
  window_end timestamptz := (day + make_interval(hours => due_hour)) at time zone 'Africa/Kigali';
  window_start timestamptz := window_end - interval '1 day';
  cutoff timestamptz;
  contents jsonb;
  queued integer;
begin
  if not exists (
    select 1 from public.team_member_preferences p
    where p.lead_alerts = 'daily_digest' and p.digest_hour = due_hour
  ) then
    return 0;
  end if;
  cutoff := private.waiting_cutoff(window_end);
  with leads as (
    -- A consultation becomes a lead when its visitor confirms their e-mail (a hold before).
    select 'bookings' as inbox, b.id, b.full_name::text as name, b.requested_service::text as topic,
      b.created_at as arrived_at, b.created_at, b.first_action_at
    from public.bookings b
    where b.created_at >= window_start and b.created_at < window_end
      or (b.first_action_at is null and b.created_at < cutoff)
    union all
    select 'consultations', c.id, c.full_name::text, c.service::text,
      greatest(c.created_at, c.email_verified_at), c.created_at, c.first_action_at
    from public.consultations c
    where c.email_verified_at is not null
      and (c.email_verified_at >= window_start and c.email_verified_at < window_end
        or c.created_at >= window_start and c.created_at < window_end
        or (c.first_action_at is null and c.created_at < cutoff))
    union all
    select 'partner_applications', p.id, p.company_name::text, null,
      p.created_at, p.created_at, p.first_action_at
    from public.partner_applications p
    where p.created_at >= window_start and p.created_at < window_end
      or (p.first_action_at is null and p.created_at < cutoff)
    union all
    select 'enrollments', e.id, e.full_name::text, e.course_title::text,
      e.created_at, e.created_at, e.first_action_at
    from public.enrollments e
    where e.created_at >= window_start and e.created_at < window_end
      or (e.first_action_at is null and e.created_at < cutoff)
  ),
  flagged as (
    select l.*,
      l.arrived_at >= window_start and l.arrived_at < window_end as is_new,
      l.first_action_at is null and l.created_at < cutoff as is_late
    from leads l
  ),
  item as (
    select f.*, jsonb_build_object(
      'inbox', f.inbox, 'id', f.id, 'name', f.name, 'topic', f.topic,
      'arrived_at', f.arrived_at, 'late', f.is_late
    ) as json
    from flagged f
  )
  select jsonb_build_object(
    'window_start', window_start,
    'window_end', window_end,
    'new_count', (select count(*) from item where is_new),
    'late_count', (select count(*) from item where is_late),
    'new', coalesce((select jsonb_agg(n.json order by n.arrived_at desc) from (
      select * from item where is_new order by arrived_at desc limit 100) n), '[]'),
    -- Late leads that are not new (a new one carries its own `late`).
    'late', coalesce((select jsonb_agg(l.json order by l.created_at desc) from (
      select * from item where is_late and not is_new order by created_at desc limit 100) l), '[]')
  ) into contents;
  if (contents ->> 'new_count')::integer = 0 and (contents ->> 'late_count')::integer = 0 then
    return 0;
  end if;
  insert into public.team_emails (kind, recipient_id, recipient, digest_day, digest)
  select 'daily_digest', m.user_id, u.email, day, contents
  from public.team_member_preferences p
  join public.team_members m on m.user_id = p.user_id
  join auth.users u on u.id = p.user_id
  where p.lead_alerts = 'daily_digest' and p.digest_hour = due_hour
    and m.role in ('owner', 'sales') and u.email is not null
  on conflict (recipient_id, digest_day) where kind = 'daily_digest' do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke execute on function private.queue_team_digests(timestamptz) from public, anon, authenticated;

-- The team's scheduled job, every minute (Supabase Cron on a hosted project, the local backend's
-- timer locally): today the daily digests. `at` stands for the time of the run, for tests.
create function public.run_team_jobs(at timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object('digests', private.queue_team_digests(coalesce(at, now())));
end;
$$;
revoke execute on function public.run_team_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_team_jobs(timestamptz) to service_role;

-- One search (docs/leads.md, "One search") ---------------------------------------------------------
-- Every lead and participant by name, e-mail or phone, newest first, for the admin's top bar.
-- A term that matches many rows of an inbox (a common surname) walks its created_at index and
-- stops at the page; a rare one is found through the trigram and phone indexes first (the
-- OFFSET 0 fence keeps the planner from walking the whole created_at index for it).
-- Phones are compared by their national digits (`phone_digits`: no spaces or signs, no +250 or
-- leading 0), so `0788 123 456`, `+250788123456` and `788-123-456` find one another.
create function private.phone_digits(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^(250|0)', ''), '')
$$;

create function public.admin_search(term text, max_rows integer default 20)
returns table (kind text, id uuid, title text, detail text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  words text := btrim(coalesce(term, ''));
  pattern text;
  digits text;
  cap integer := least(greatest(coalesce(max_rows, 20), 1), 50);
  -- Each inbox's table (its kind in the answer) and name column; fixed names only.
  inboxes constant text[][] := array[
    ['bookings', 'full_name'],
    ['consultations', 'full_name'],
    ['partner_applications', 'company_name'],
    ['enrollments', 'full_name'],
    ['participants', 'name']
  ];
  matches text;
  matched integer;
  branches text[] := '{}';
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can search.' using errcode = '42501';
  end if;
  if length(words) < 2 or length(words) > 200 then
    return;
  end if;
  -- The term is data for ilike: its own wildcards match themselves.
  pattern := '%' || replace(replace(replace(words, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  digits := private.phone_digits(words);
  if digits is not null and (length(digits) < 3 or words ~ '[[:alpha:]@]') then
    digits := null;
  end if;
  for i in 1 .. array_length(inboxes, 1) loop
    matches := format(
      'x.%I ilike $1 or x.email ilike $1 or x.phone_digits like $2 || ''%%''', inboxes[i][2]
    );
    -- Whether the page fills from the first rows that match: then newest first is cheap. The
    -- fence makes the probe use the indexes too; a scan of the table would cost a rare term.
    execute format(
      'select count(*) from (select 1 from (select 1 from public.%I x where %s offset 0) as f
         limit 200) as probe',
      inboxes[i][1], matches
    ) into matched using pattern, digits;
    branches := branches || format(
      case when matched >= 200
        then '(select %L::text as kind, x.id, x.%I::text as title, x.email::text as detail, x.created_at
           from public.%I x where %s order by x.created_at desc limit $3)'
        else '(select * from (select %L::text as kind, x.id, x.%I::text as title, x.email::text as detail,
             x.created_at from public.%I x where %s offset 0) as m order by m.created_at desc limit $3)'
      end,
      inboxes[i][1], inboxes[i][2], inboxes[i][1], matches
    );
  end loop;
  return query execute
    'select s.kind, s.id, s.title, s.detail, s.created_at from ('
    || array_to_string(branches, ' union all ')
    || ') as s order by s.created_at desc limit $3'
    using pattern, digits, cap;
end;
$$;
revoke execute on function public.admin_search(text, integer) from public, anon;
grant execute on function public.admin_search(text, integer) to authenticated, service_role;
