-- Functions called through the Data API (/rest/v1/rpc/...). Each one states who may execute it.

-- Blog reactions (docs/product-decisions.md, decision 8): the only way a visitor changes a post. One UPDATE adds 1 under
-- the row lock, so concurrent votes are never lost; nothing else of the post can be touched.
create function public.react_to_blog(blog_id uuid, kind text)
returns table (upvotes integer, downvotes integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if kind is null or kind not in ('upvote', 'downvote') then
    raise exception 'Unknown reaction "%": use upvote or downvote.', kind using errcode = '22023';
  end if;
  return query
    update public.blogs as b
    set upvotes = b.upvotes + (kind = 'upvote')::integer,
        downvotes = b.downvotes + (kind = 'downvote')::integer
    where b.id = react_to_blog.blog_id and b.is_published
    returning b.upvotes, b.downvotes;
  if not found then
    raise exception 'Blog post not found' using errcode = 'P0002';
  end if;
end;
$$;

-- Taken consultation slots of one Kigali day, so the form can grey them out. It reveals only the
-- times, never who booked them.
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
    and c.scheduled_for >= (day::timestamp at time zone 'Africa/Kigali')
    and c.scheduled_for < ((day + 1)::timestamp at time zone 'Africa/Kigali')
  order by c.scheduled_for
$$;

-- Participants per event for the admin events list. security_invoker: it reads participants with
-- the caller's rights, so only admins see counts (and anon is not granted it at all).
create view public.events_with_counts
with (security_invoker = true)
as
  select e.*, (select count(*) from public.participants p where p.event_id = e.id)::integer as participant_count
  from public.events e;

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
  if not public.is_admin() then
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

-- The newest submissions of every kind, for the dashboard's "Recent Activity".
create function public.admin_recent_activity(max_rows integer default 10)
returns table (kind text, id uuid, title text, detail text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators can read recent activity.' using errcode = '42501';
  end if;
  return query
    select a.kind, a.id, a.title, a.detail, a.status, a.created_at
    from (
      (select 'booking'::text as kind, b.id, b.full_name::text as title, b.requested_service as detail,
              b.status::text as status, b.created_at
       from public.bookings b order by b.created_at desc limit max_rows)
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

-- Grants ----------------------------------------------------------------------------------------------
revoke execute on function public.react_to_blog(uuid, text) from public;
revoke execute on function public.consultation_taken_slots(date) from public;
revoke execute on function public.admin_dashboard_stats() from public, anon;
revoke execute on function public.admin_recent_activity(integer) from public, anon;
grant execute on function public.react_to_blog(uuid, text) to anon, authenticated, service_role;
grant execute on function public.consultation_taken_slots(date) to anon, authenticated, service_role;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;
grant execute on function public.admin_recent_activity(integer) to authenticated, service_role;

revoke all on public.events_with_counts from anon, authenticated;
grant select on public.events_with_counts to authenticated;
