-- Dashboard charts (docs/leads.md, "Dashboard"). One call answers the four charts for a range
-- [range_from, range_to): leads per week by kind, conversion per kind, median time to first
-- action per kind, consultations by appointment day. Weeks and days are Kigali's (Monday start).
-- A consultation whose visitor has not confirmed their e-mail is a hold, not a lead: never
-- counted. Won: a booking or consultation confirmed or completed, a partner application
-- accepted, an enrollment paid (the status enums in 00_roles_and_extensions.sql).
create function public.admin_dashboard_charts(range_from timestamptz, range_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date;
  last_week date;
  first_day date;
  last_day date;
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the dashboard.' using errcode = '42501';
  end if;
  if range_from is null or range_to is null or not isfinite(range_from) or not isfinite(range_to) then
    raise exception 'The range needs a start and an end.' using errcode = '22023';
  end if;
  if range_from >= range_to then
    raise exception 'The range must start before it ends.' using errcode = '22023';
  end if;
  -- Two years and a day of slack, so "the last two years" from any day passes.
  if range_to > range_from + interval '2 years 1 day' then
    raise exception 'The range can be at most two years long.' using errcode = '22023';
  end if;

  first_week := date_trunc('week', range_from at time zone 'Africa/Kigali')::date;
  last_week := date_trunc('week', (range_to - interval '1 microsecond') at time zone 'Africa/Kigali')::date;
  first_day := (range_from at time zone 'Africa/Kigali')::date;
  last_day := ((range_to - interval '1 microsecond') at time zone 'Africa/Kigali')::date;

  return (
    with leads as (
      select 'bookings' as kind, b.created_at, b.first_action_at,
             b.status in ('confirmed', 'completed') as won
        from public.bookings b
       where b.created_at >= range_from and b.created_at < range_to
      union all
      select 'consultations', c.created_at, c.first_action_at, c.status in ('confirmed', 'completed')
        from public.consultations c
       where c.created_at >= range_from and c.created_at < range_to and c.email_verified_at is not null
      union all
      select 'partner_applications', p.created_at, p.first_action_at, p.status = 'accepted'
        from public.partner_applications p
       where p.created_at >= range_from and p.created_at < range_to
      union all
      select 'enrollments', e.created_at, e.first_action_at, e.payment_status = 'paid'
        from public.enrollments e
       where e.created_at >= range_from and e.created_at < range_to
    ),
    kinds(kind, position) as (
      values ('bookings', 1), ('consultations', 2), ('partner_applications', 3), ('enrollments', 4)
    ),
    weeks as (
      select w::date as week
        from generate_series(first_week::timestamp, last_week::timestamp, interval '1 week') w
    ),
    weekly as (
      select date_trunc('week', l.created_at at time zone 'Africa/Kigali')::date as week, l.kind,
             count(*) as n
        from leads l
       group by 1, 2
    ),
    per_kind as (
      select k.kind, k.position,
             count(l.created_at) as leads,
             count(l.created_at) filter (where l.won) as won,
             count(l.first_action_at) as acted,
             percentile_cont(0.5) within group (
               order by greatest(0, extract(epoch from l.first_action_at - l.created_at))
             ) filter (where l.first_action_at is not null) as median_seconds
        from kinds k
        left join leads l on l.kind = k.kind
       group by k.kind, k.position
    ),
    days as (
      select d::date as day
        from generate_series(first_day::timestamp, last_day::timestamp, interval '1 day') d
    ),
    -- A cancelled appointment does not take place: the chart counts the days' appointments.
    appointments as (
      select (c.scheduled_for at time zone 'Africa/Kigali')::date as day, count(*) as n
        from public.consultations c
       where c.scheduled_for >= range_from and c.scheduled_for < range_to
         and c.email_verified_at is not null and c.status <> 'cancelled'
       group by 1
    )
    select jsonb_build_object(
      'weeks', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'week', w.week,
                 'bookings', coalesce((select x.n from weekly x where x.week = w.week and x.kind = 'bookings'), 0),
                 'consultations', coalesce((select x.n from weekly x where x.week = w.week and x.kind = 'consultations'), 0),
                 'partner_applications', coalesce((select x.n from weekly x where x.week = w.week and x.kind = 'partner_applications'), 0),
                 'enrollments', coalesce((select x.n from weekly x where x.week = w.week and x.kind = 'enrollments'), 0)
               ) order by w.week), '[]'::jsonb)
          from weeks w
      ),
      'kinds', (
        select jsonb_agg(jsonb_build_object(
                 'kind', p.kind,
                 'leads', p.leads,
                 'won', p.won,
                 'acted', p.acted,
                 'median_seconds_to_first_action', round(p.median_seconds::numeric)
               ) order by p.position)
          from per_kind p
      ),
      'consultation_days', (
        select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'consultations', coalesce(a.n, 0))
               order by d.day), '[]'::jsonb)
          from days d left join appointments a on a.day = d.day
      )
    )
  );
end;
$$;
revoke execute on function public.admin_dashboard_charts(timestamptz, timestamptz) from public, anon;
grant execute on function public.admin_dashboard_charts(timestamptz, timestamptz) to authenticated, service_role;
