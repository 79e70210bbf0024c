-- The daily digest (docs/leads.md, "Daily digest"): a member who chose it gets one e-mail a day,
-- at their Kigali hour, listing the leads that arrived in the 24 hours before that hour and the
-- leads waiting too long, each with its link. Queued in the team outbox by the scheduled job
-- `run_team_jobs()`; never two the same Kigali day, none on a day with nothing to say.

-- A digest names many leads, so the one-lead columns are for the other kinds only.
alter table public.team_emails drop constraint team_emails_kind;
alter table public.team_emails add constraint team_emails_kind
  check (kind in ('lead_assigned', 'new_lead', 'daily_digest'));
alter table public.team_emails alter column inbox drop not null;
alter table public.team_emails alter column lead_id drop not null;
alter table public.team_emails alter column lead_name drop not null;
-- The digest's Kigali day and what it lists, as the job found it (see queue_team_digests).
alter table public.team_emails add column digest_day date;
alter table public.team_emails add column digest jsonb;
alter table public.team_emails add constraint team_emails_shape check (
  case when kind = 'daily_digest'
    then digest_day is not null and jsonb_typeof(digest) = 'object' and lead_id is null
    else inbox is not null and lead_id is not null and lead_name is not null and digest is null
  end
);
create unique index team_emails_one_digest_key on public.team_emails (recipient_id, digest_day)
  where kind = 'daily_digest';

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

-- Supabase Cron where it is installed (docs/consultations.md, "Reminders"); the digests it
-- queues go with the next run of `send-team-emails`, scheduled every minute already.
do $block$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $sql$select cron.schedule('team-jobs', '* * * * *', 'select public.run_team_jobs()')$sql$;
  end if;
end;
$block$;
