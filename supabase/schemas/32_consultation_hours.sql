-- Consultation hours as data (docs/consultations.md): weekly hours, the meeting length and buffer,
-- Rwanda's public holidays and the office's own date overrides. The slot picker, the contact
-- page's office hours and the check on every visitor's booking all read these through
-- public.consultation_days and public.consultation_slots, so a closed day can be neither shown
-- nor booked. Everyone reads the hours, settings and holidays; administrators write them.

-- Weekly hours: one row per ISO weekday (1 = Monday ... 7 = Sunday); no hours = closed.
create table public.consultation_hours (
  weekday smallint primary key constraint consultation_hours_weekday check (weekday between 1 and 7),
  opens_at time,
  closes_at time,
  constraint consultation_hours_range check (
    (opens_at is null) = (closes_at is null) and (opens_at is null or opens_at < closes_at)
  )
);
alter table public.consultation_hours enable row level security;
revoke all on public.consultation_hours from anon, authenticated;
grant select on public.consultation_hours to anon, authenticated;
grant update on public.consultation_hours to authenticated;
create policy "Anyone reads consultation hours" on public.consultation_hours for select to anon, authenticated using (true);
create policy "Admins update consultation hours" on public.consultation_hours for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));

-- One row: how long a consultation lasts and the pause kept after each one.
create table public.consultation_settings (
  id boolean primary key default true constraint consultation_settings_single check (id),
  meeting_minutes integer not null default 60
    constraint consultation_settings_meeting check (meeting_minutes between 15 and 240 and meeting_minutes % 5 = 0),
  buffer_minutes integer not null default 0
    constraint consultation_settings_buffer check (buffer_minutes between 0 and 120 and buffer_minutes % 5 = 0)
);
alter table public.consultation_settings enable row level security;
revoke all on public.consultation_settings from anon, authenticated;
grant select on public.consultation_settings to anon, authenticated;
grant update on public.consultation_settings to authenticated;
create policy "Anyone reads consultation settings" on public.consultation_settings for select to anon, authenticated using (true);
create policy "Admins update consultation settings" on public.consultation_settings for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));

-- Holidays announced each year (Eid al-Fitr, Eid al-Adha) and any other day the government
-- declares; the fixed and Easter-based ones are computed (private.rwanda_fixed_holidays).
create table public.public_holidays (
  day date primary key,
  name text not null constraint public_holidays_name check (length(btrim(name)) between 1 and 120)
);
alter table public.public_holidays enable row level security;
revoke all on public.public_holidays from anon, authenticated;
grant select on public.public_holidays to anon, authenticated;
grant insert, update, delete on public.public_holidays to authenticated;
create policy "Anyone reads public holidays" on public.public_holidays for select to anon, authenticated using (true);
create policy "Admins insert public holidays" on public.public_holidays for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins update public holidays" on public.public_holidays for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete public holidays" on public.public_holidays for delete to authenticated using ((select private.can_handle_leads()));

-- A day that differs from the week: closed (no hours) or open with its own hours, holidays
-- included. The reason is the team's own note, so only administrators read the rows; visitors
-- see the day's effect through public.consultation_days.
create table public.consultation_date_overrides (
  day date primary key,
  opens_at time,
  closes_at time,
  reason text not null constraint consultation_date_overrides_reason check (length(btrim(reason)) between 1 and 200),
  constraint consultation_date_overrides_range check (
    (opens_at is null) = (closes_at is null) and (opens_at is null or opens_at < closes_at)
  )
);
alter table public.consultation_date_overrides enable row level security;
revoke all on public.consultation_date_overrides from anon, authenticated;
grant select, insert, update, delete on public.consultation_date_overrides to authenticated;
create policy "Admins read date overrides" on public.consultation_date_overrides for select to authenticated using ((select private.can_handle_leads()));
create policy "Admins insert date overrides" on public.consultation_date_overrides for insert to authenticated with check ((select private.can_handle_leads()));
create policy "Admins update date overrides" on public.consultation_date_overrides for update to authenticated using ((select private.can_handle_leads())) with check ((select private.can_handle_leads()));
create policy "Admins delete date overrides" on public.consultation_date_overrides for delete to authenticated using ((select private.can_handle_leads()));

-- Easter Sunday of a Gregorian year: the anonymous algorithm (Meeus/Jones/Butcher), exact for
-- every year from 1583.
create function private.easter_sunday(year integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  a integer := year % 19;
  b integer := year / 100;
  c integer := year % 100;
  d integer := b / 4;
  e integer := b % 4;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - d - g + 15) % 30;
  i integer := c / 4;
  k integer := c % 4;
  l integer := (32 + 2 * e + 2 * i - h - k) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(year, (h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1);
end;
$$;

-- Rwanda's public holidays that follow a rule: the fixed dates, Good Friday and Easter Monday,
-- and Umuganura (the first Friday of August).
create function private.rwanda_fixed_holidays(year integer)
returns table (day date, name text)
language sql
immutable
set search_path = ''
as $$
  select make_date(year, m, d), n
  from (values
    (1, 1, 'New Year''s Day'),
    (1, 2, 'Day after New Year''s Day'),
    (2, 1, 'National Heroes'' Day'),
    (4, 7, 'Genocide against the Tutsi Memorial Day'),
    (5, 1, 'Labour Day'),
    (7, 1, 'Independence Day'),
    (7, 4, 'Liberation Day'),
    (8, 15, 'Assumption Day'),
    (12, 25, 'Christmas Day'),
    (12, 26, 'Boxing Day')
  ) as fixed (m, d, n)
  union all
  select private.easter_sunday(year) - 2, 'Good Friday'
  union all
  select private.easter_sunday(year) + 1, 'Easter Monday'
  union all
  -- 1 August plus the days to its first Friday (isodow 5).
  select make_date(year, 8, 1) + ((12 - extract(isodow from make_date(year, 8, 1))::integer) % 7), 'Umuganura Day'
$$;

-- Rwanda's public holidays between two dates: the computed ones and the announced rows.
create function public.rwanda_public_holidays(from_day date, to_day date)
returns table (day date, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select h.day, min(h.name)
  from (
    select f.day, f.name
    -- At most a few years: the booking window is two months.
    from generate_series(
      extract(year from from_day)::integer,
      least(extract(year from to_day)::integer, extract(year from from_day)::integer + 2)
    ) as y (year)
    cross join lateral private.rwanda_fixed_holidays(y.year) as f
    union all
    select p.day, p.name from public.public_holidays p
  ) as h
  where h.day between from_day and to_day
  group by h.day
  order by h.day
$$;
revoke execute on function public.rwanda_public_holidays(date, date) from public;
grant execute on function public.rwanda_public_holidays(date, date) to anon, authenticated, service_role;

-- Each day's consultation hours between two dates (at most the booking window's length): an
-- override wins, then a public holiday (closed), then the weekly hours. `note` says why a day
-- differs from its weekday: the holiday's name, or "Closed" / "Special hours" for an override
-- (the team's reason stays private).
create function public.consultation_days(from_day date, to_day date)
returns table (day date, opens_at time, closes_at time, note text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.day::date,
    case when o.day is not null then o.opens_at when h.day is not null then null else w.opens_at end,
    case when o.day is not null then o.closes_at when h.day is not null then null else w.closes_at end,
    case
      when o.day is not null then case when o.opens_at is null then 'Closed' else 'Special hours' end
      else h.name
    end
  from generate_series(from_day, least(to_day, from_day + 93), interval '1 day') as d (day)
  left join public.consultation_date_overrides o on o.day = d.day::date
  left join public.rwanda_public_holidays(from_day, least(to_day, from_day + 93)) h on h.day = d.day::date
  left join public.consultation_hours w on w.weekday = extract(isodow from d.day)
  order by d.day
$$;
revoke execute on function public.consultation_days(date, date) from public;
grant execute on function public.consultation_days(date, date) to anon, authenticated, service_role;

-- The consultation slots between two Kigali dates, within the booking window (from now to two
-- months from today) and never a past hour: from each open day's opening time, one meeting plus
-- its buffer after another, each ending by closing time. `is_taken`: a live consultation
-- overlaps it (meeting plus buffer on either side); the slot is shown but cannot be booked.
create function public.consultation_slots(from_day date, to_day date)
returns table (starts_at timestamptz, ends_at timestamptz, is_taken boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (
    select make_interval(mins => s.meeting_minutes) as meeting,
      make_interval(mins => s.meeting_minutes + s.buffer_minutes) as step
    from public.consultation_settings s
  ),
  bounds as (
    select greatest(from_day, (now() at time zone 'Africa/Kigali')::date) as first_day,
      least(to_day, ((now() at time zone 'Africa/Kigali')::date + interval '2 months')::date) as last_day
  ),
  slots as (
    select (t.local_start at time zone 'Africa/Kigali') as starts_at, s.meeting, s.step
    from bounds b
    cross join settings s
    cross join lateral public.consultation_days(b.first_day, b.last_day) d
    cross join lateral generate_series(d.day + d.opens_at, d.day + d.closes_at - s.meeting, s.step)
      as t (local_start)
    where d.opens_at is not null and b.first_day <= b.last_day
  )
  select sl.starts_at, sl.starts_at + sl.meeting,
    exists (
      select 1 from public.consultations c
      where c.status <> 'cancelled'
        and c.scheduled_for > sl.starts_at - sl.step
        and c.scheduled_for < sl.starts_at + sl.step
    )
  from slots sl
  where sl.starts_at > now()
  order by sl.starts_at
$$;
revoke execute on function public.consultation_slots(date, date) from public;
grant execute on function public.consultation_slots(date, date) to anon, authenticated, service_role;

-- The check every visitor's booking passes (the public form, and any other path that lets a
-- visitor choose a time): the instant must be one of the free slots consultation_slots offers.
-- A clear message for each refusal; the unique index on live slots still settles a race.
create function private.assert_consultation_slot_open(slot timestamptz)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Kigali')::date;
  slot_day date := (slot at time zone 'Africa/Kigali')::date;
  taken boolean;
begin
  if slot is null or slot <= now() or slot_day > (today + interval '2 months')::date then
    raise exception 'Please choose a time slot between now and two months from today.'
      using errcode = '22023';
  end if;
  select s.is_taken into taken from public.consultation_slots(slot_day, slot_day) s where s.starts_at = slot;
  if not found then
    raise exception 'We do not hold consultations at this time. Please choose one of the times offered.'
      using errcode = '22023';
  end if;
  if taken then
    raise exception 'This time slot is already booked. Please choose another one.'
      using errcode = '23505';
  end if;
end;
$$;
revoke execute on function private.assert_consultation_slot_open(timestamptz) from public;
