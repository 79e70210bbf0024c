-- The back office (docs/back-office.md): a timeline per lead (status changes and internal
-- notes), what each administrator has already seen per inbox, Undo of deletes, and the
-- dashboard. Every function here answers administrators only.

-- Lead timeline --------------------------------------------------------------------------------------
-- One row per event of one lead. A foreign key per inbox (exactly one set) rather than a
-- (kind, id) pair, so a lead's timeline goes with it when it is deleted and comes back with it
-- on Undo.
create table public.lead_activity (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete cascade,
  consultation_id uuid references public.consultations (id) on delete cascade,
  partner_application_id uuid references public.partner_applications (id) on delete cascade,
  enrollment_id uuid references public.enrollments (id) on delete cascade,
  participant_id uuid references public.participants (id) on delete cascade,
  kind text not null,
  from_status text,
  to_status text,
  body text constraint lead_activity_body_bounds check (
    body is null or (length(btrim(body)) between 1 and 5000)
  ),
  -- Who and when come from the request's JWT, never from the client (see the grants below).
  author_id uuid default auth.uid(),
  author_email text default (auth.jwt() ->> 'email'),
  created_at timestamptz not null default now(),
  -- Assignment rows: to whom (null: unassigned), named as at that moment.
  assignee_id uuid,
  assignee_email text,
  constraint lead_activity_one_lead check (
    num_nonnulls(booking_id, consultation_id, partner_application_id, enrollment_id, participant_id) = 1
  ),
  constraint lead_activity_kind check (kind in ('note', 'status', 'assignment')),
  constraint lead_activity_shape check (
    (kind = 'note' and body is not null and from_status is null and to_status is null)
    or (kind = 'status' and body is null and to_status is not null)
    or (kind = 'assignment' and body is null and from_status is null and to_status is null)
  )
);
create index lead_activity_booking_idx on public.lead_activity (booking_id, created_at) where booking_id is not null;
create index lead_activity_consultation_idx on public.lead_activity (consultation_id, created_at) where consultation_id is not null;
create index lead_activity_partner_application_idx on public.lead_activity (partner_application_id, created_at) where partner_application_id is not null;
create index lead_activity_enrollment_idx on public.lead_activity (enrollment_id, created_at) where enrollment_id is not null;
create index lead_activity_participant_idx on public.lead_activity (participant_id, created_at) where participant_id is not null;

alter table public.lead_activity enable row level security;
revoke all on public.lead_activity from anon, authenticated;
-- Admin-only: visitors and signed-in non-admins get nothing. Admins write notes only (status
-- rows come from the trigger below) and cannot choose the author or the time.
grant select, delete on public.lead_activity to authenticated;
grant insert (booking_id, consultation_id, partner_application_id, enrollment_id, participant_id, kind, body)
  on public.lead_activity to authenticated;
create policy "Admins read lead activity" on public.lead_activity for select to authenticated
  using ((select private.can_handle_leads()));
create policy "Admins add notes" on public.lead_activity for insert to authenticated
  with check ((select private.can_handle_leads()) and kind = 'note' and author_id = (select auth.uid()));
create policy "Admins delete their own notes" on public.lead_activity for delete to authenticated
  using ((select private.can_handle_leads()) and kind = 'note' and author_id = (select auth.uid()));
create trigger lead_activity_keep_deleted before delete on public.lead_activity
  for each row execute function private.keep_deleted_row();

-- Records a status transition with who made it. Arguments: the lead_activity column naming the
-- lead, and the status column of the table.
create function private.record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_status text := to_jsonb(old) ->> tg_argv[1];
  after_status text := to_jsonb(new) ->> tg_argv[1];
begin
  if before_status is distinct from after_status then
    execute format(
      'insert into public.lead_activity (%I, kind, from_status, to_status, author_id, author_email)
       values ($1, ''status'', $2, $3, auth.uid(), auth.jwt() ->> ''email'')',
      tg_argv[0]
    ) using new.id, before_status, after_status;
  end if;
  return null;
end;
$$;

create trigger bookings_record_status after update of status on public.bookings
  for each row execute function private.record_status_change('booking_id', 'status');
create trigger consultations_record_status after update of status on public.consultations
  for each row execute function private.record_status_change('consultation_id', 'status');
create trigger partner_applications_record_status after update of status on public.partner_applications
  for each row execute function private.record_status_change('partner_application_id', 'status');
create trigger enrollments_record_status after update of payment_status on public.enrollments
  for each row execute function private.record_status_change('enrollment_id', 'payment_status');

-- What each administrator has seen ---------------------------------------------------------------
create table public.admin_inbox_reads (
  user_id uuid not null references auth.users (id) on delete cascade,
  inbox text not null constraint admin_inbox_reads_inbox check (
    inbox in ('bookings', 'consultations', 'partner_applications', 'enrollments', 'participants')
  ),
  seen_at timestamptz not null default now(),
  primary key (user_id, inbox)
);
alter table public.admin_inbox_reads enable row level security;
revoke all on public.admin_inbox_reads from anon, authenticated;
grant select on public.admin_inbox_reads to authenticated;
create policy "Admins read what they have seen" on public.admin_inbox_reads for select to authenticated
  using ((select private.can_handle_leads()) and user_id = (select auth.uid()));

-- Marks an inbox opened by the calling administrator now and answers when they had opened it
-- before (null: never), so the screen marks the rows that arrived since as new.
create function public.admin_open_inbox(inbox text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous timestamptz;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can open an inbox.' using errcode = '42501';
  end if;
  select r.seen_at into previous from public.admin_inbox_reads r
    where r.user_id = auth.uid() and r.inbox = admin_open_inbox.inbox;
  insert into public.admin_inbox_reads (user_id, inbox, seen_at)
    values (auth.uid(), admin_open_inbox.inbox, now())
    on conflict on constraint admin_inbox_reads_pkey do update set seen_at = excluded.seen_at;
  return previous;
end;
$$;

-- Rows each inbox received since the calling administrator last opened it.
create function public.admin_unread_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb := '{}'::jsonb;
  name text;
  since timestamptz;
  unread integer;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read unread counts.' using errcode = '42501';
  end if;
  foreach name in array array['bookings', 'consultations', 'partner_applications', 'enrollments', 'participants']
  loop
    select r.seen_at into since from public.admin_inbox_reads r
      where r.user_id = auth.uid() and r.inbox = name;
    execute format('select count(*) from public.%I where created_at > $1', name)
      into unread using coalesce(since, '-infinity'::timestamptz);
    result := result || jsonb_build_object(name, unread);
  end loop;
  return result;
end;
$$;

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

revoke execute on function public.admin_open_inbox(text), public.admin_unread_counts(),
  public.admin_restore_deleted(text, text) from public, anon;
grant execute on function public.admin_open_inbox(text), public.admin_unread_counts(),
  public.admin_restore_deleted(text, text) to authenticated, service_role;

-- Needs action (docs/leads.md, "Needs action") ------------------------------------------------------
-- A lead needs action until a team member acts on it: changes its status, adds a note, or makes
-- a change that writes to the visitor (a reschedule). The first such moment is kept on the lead
-- (`first_action_at`), so the count is the same for every administrator, survives opening the
-- inbox, and gives the dashboard its time to first action. Event registrations have no status
-- and nothing to answer, so they carry no such column.
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

-- A note or a status change by a signed-in team member is an act; an assignment is not, and
-- neither are status rows written without a user (a payment confirmed by Stripe, a visitor's
-- own change through a function).
create function private.lead_activity_marks_acted()
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
create trigger lead_activity_marks_acted after insert on public.lead_activity
  for each row execute function private.lead_activity_marks_acted();

-- Only the triggers set `first_action_at` (these and visitor_emails_mark_acted in
-- 60_visitor_emails.sql): a direct write (the API, a visitor's insert,
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

-- The instant before which a lead still waiting at `at` has waited longer than the threshold:
-- `at` minus that many hours of working days. Walks back day by day in Kigali time; a weekend
-- day or a public holiday adds no waiting. A lead is late when `created_at` is before it.
create function private.waiting_cutoff(at timestamptz)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  hours integer := coalesce((select s.lead_waiting_hours from public.team_settings s), 24);
  remaining interval := make_interval(hours => hours);
  local_at timestamp := at at time zone 'Africa/Kigali';
  day date := local_at::date;
  day_end timestamp := local_at;
  holidays date[];
  available interval;
begin
  -- 720 hours is 30 working days; 120 calendar days hold them with weekends and holidays.
  select coalesce(array_agg(h.day), '{}') into holidays
    from public.rwanda_public_holidays(day - 120, day) h;
  for step in 0..120 loop
    if extract(isodow from day) < 6 and not (day = any (holidays)) then
      available := day_end - day::timestamp;
      -- Strictly more: when the threshold ends exactly at a day's start, the leads of the days
      -- off just before it have waited exactly the threshold, not longer.
      if available > remaining then
        return (day_end - remaining) at time zone 'Africa/Kigali';
      end if;
      remaining := remaining - available;
    end if;
    day := day - 1;
    day_end := (day + 1)::timestamp;
  end loop;
  return (day_end at time zone 'Africa/Kigali');
end;
$$;
revoke execute on function private.waiting_cutoff(timestamptz) from public, anon, authenticated;

-- Leads nobody has acted on yet, per inbox, the same figures for every administrator, and of
-- those the ones waiting too long (`waiting_too_long`) with the cutoff the inboxes mark rows by.
create function public.admin_needs_action_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := private.waiting_cutoff(now());
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the leads that need action.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'bookings', (select count(*) from public.bookings where first_action_at is null),
    'consultations', (select count(*) from public.consultations
      where first_action_at is null and email_verified_at is not null),
    'partner_applications', (select count(*) from public.partner_applications where first_action_at is null),
    'enrollments', (select count(*) from public.enrollments where first_action_at is null),
    'waiting_cutoff', cutoff,
    'waiting_hours', coalesce((select s.lead_waiting_hours from public.team_settings s), 24),
    'waiting_too_long', jsonb_build_object(
      'bookings', (select count(*) from public.bookings
        where first_action_at is null and created_at < cutoff),
      'consultations', (select count(*) from public.consultations
        where first_action_at is null and email_verified_at is not null and created_at < cutoff),
      'partner_applications', (select count(*) from public.partner_applications
        where first_action_at is null and created_at < cutoff),
      'enrollments', (select count(*) from public.enrollments
        where first_action_at is null and created_at < cutoff)
    )
  );
end;
$$;
revoke execute on function public.admin_needs_action_counts() from public, anon;
grant execute on function public.admin_needs_action_counts() to authenticated, service_role;

-- Dashboard -----------------------------------------------------------------------------------------
-- Live figures for the four cards, each with the value 30 days ago and the change in percent
-- (null when there is nothing to compare with).
create function public.admin_dashboard_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - interval '30 days';
  pros_now integer;
  pros_before integer;
  active_now integer;
  active_before integer;
  rating_now numeric;
  rating_before numeric;
  rating_source text := 'testimonials';
  done_now integer;
  done_before integer;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the dashboard.' using errcode = '42501';
  end if;

  select count(*), count(*) filter (where created_at <= since)
    into pros_now, pros_before from public.professionals;
  -- Status history is not kept, so "30 days ago" counts active bookings that already existed then.
  select count(*), count(*) filter (where created_at <= since)
    into active_now, active_before
    from public.bookings where status in ('pending', 'confirmed');
  select avg(rating), avg(rating) filter (where created_at <= since)
    into rating_now, rating_before from public.testimonials where rating is not null;
  if rating_now is null then
    rating_source := 'services';
    select avg(satisfaction), avg(satisfaction) filter (where created_at <= since)
      into rating_now, rating_before from public.services;
  end if;
  select count(*) filter (where completed_date <= current_date),
         count(*) filter (where completed_date <= current_date - 30)
    into done_now, done_before from public.projects;

  return json_build_object(
    'total_professionals', private.dashboard_figure(pros_now, pros_before),
    'active_bookings', private.dashboard_figure(active_now, active_before),
    'average_rating', private.dashboard_figure(round(rating_now, 1), round(rating_before, 1))::jsonb
      || jsonb_build_object('source', rating_source),
    'completed_projects', private.dashboard_figure(done_now, done_before)
  );
end;
$$;

create function private.dashboard_figure(current_value numeric, previous_value numeric)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'value', current_value,
    'previous', previous_value,
    'change_percent', case
      when previous_value is null or previous_value = 0 then null
      else round((current_value - previous_value) / previous_value * 100, 1)
    end
  )
$$;

-- The newest submissions of every kind, for the dashboard's "Recent Activity". A booking names
-- its linked service (what the admin chose, or the record the visitor's choice matched), and the
-- visitor's own choice only while it is unlinked.
create function public.admin_recent_activity(max_rows integer default 10)
returns table (kind text, id uuid, title text, detail text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read recent activity.' using errcode = '42501';
  end if;
  return query
    select a.kind, a.id, a.title, a.detail, a.status, a.created_at
    from (
      (select 'booking'::text as kind, b.id, b.full_name::text as title,
              coalesce(s.title::text, b.requested_service) as detail, b.status::text as status,
              b.created_at
       from public.bookings b left join public.services s on s.id = b.service_id
       order by b.created_at desc limit max_rows)
      union all
      (select 'consultation', c.id, c.full_name::text, c.service, c.status::text, c.created_at
       from public.consultations c order by c.created_at desc limit max_rows)
      union all
      (select 'partner_application', pa.id, pa.company_name::text, pa.email::text, pa.status::text, pa.created_at
       from public.partner_applications pa order by pa.created_at desc limit max_rows)
      union all
      (select 'enrollment', en.id, en.full_name::text, en.course_title::text, en.payment_status::text, en.created_at
       from public.enrollments en order by en.created_at desc limit max_rows)
      union all
      (select 'participant', p.id, p.name::text, ev.title::text, null::text, p.created_at
       from public.participants p join public.events ev on ev.id = p.event_id
       order by p.created_at desc limit max_rows)
    ) as a
    order by a.created_at desc
    limit least(greatest(max_rows, 1), 50);
end;
$$;

revoke execute on function public.admin_dashboard_stats() from public, anon;
revoke execute on function public.admin_recent_activity(integer) from public, anon;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;
grant execute on function public.admin_recent_activity(integer) to authenticated, service_role;
