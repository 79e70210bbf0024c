-- A lead waiting too long (docs/leads.md, "Waiting too long"): a lead that needs action and has
-- waited longer than the team's threshold, counted in working time (Kigali's Monday to Friday,
-- Rwanda's public holidays left out), is flagged on its row and counted on the dashboard.

-- Hours of working days a lead may wait for its first act; owners set it. 24 = one working day:
-- a lead of Friday 15:00 is late from Monday 15:00.
alter table public.team_settings add column lead_waiting_hours integer not null default 24
  constraint team_settings_lead_waiting_hours check (lead_waiting_hours between 1 and 720);
grant update (lead_waiting_hours) on public.team_settings to authenticated;

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
create or replace function public.admin_needs_action_counts()
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
