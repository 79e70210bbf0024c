-- One search (docs/leads.md, "One search"): leads and participants by name, e-mail or phone from
-- the admin's top bar. Phones are compared by their national digits, kept in a generated column
-- with an index, so `0788 123 456` finds `+250 788123456`.

alter table public.bookings add column phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored;
create index bookings_phone_digits_idx on public.bookings (phone_digits text_pattern_ops);
alter table public.consultations add column phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored;
create index consultations_phone_digits_idx on public.consultations (phone_digits text_pattern_ops);
alter table public.partner_applications add column phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^(250|0)', ''), '')) stored;
create index partner_applications_phone_digits_idx on public.partner_applications (phone_digits text_pattern_ops);
alter table public.participants add column phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone_number, '\D', '', 'g'), '^(250|0)', ''), '')) stored;
create index participants_phone_digits_idx on public.participants (phone_digits text_pattern_ops);
alter table public.enrollments add column phone_digits text generated always as (nullif(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^(250|0)', ''), '')) stored;
create index enrollments_phone_digits_idx on public.enrollments (phone_digits text_pattern_ops);

-- One search (docs/leads.md, "One search") ---------------------------------------------------------
-- Every lead and participant by name, e-mail or phone, newest first, for the admin's top bar.
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
  -- Each branch finds its matches through the trigram and phone indexes first (OFFSET 0 keeps
  -- the planner from walking the whole created_at index instead), then takes the newest.
  return query
    select s.kind, s.id, s.title, s.detail, s.created_at from (
      (select * from (select 'bookings'::text as kind, b.id, b.full_name::text as title, b.email::text as detail, b.created_at
       from public.bookings b
       where b.full_name ilike pattern or b.email ilike pattern or b.phone_digits like digits || '%' offset 0) as bm order by bm.created_at desc limit cap)
      union all
      (select * from (select 'consultations', c.id, c.full_name::text, c.email::text, c.created_at
       from public.consultations c
       where c.full_name ilike pattern or c.email ilike pattern or c.phone_digits like digits || '%' offset 0) as cm order by cm.created_at desc limit cap)
      union all
      (select * from (select 'partner_applications', p.id, p.company_name::text, p.email::text, p.created_at
       from public.partner_applications p
       where p.company_name ilike pattern or p.email ilike pattern or p.phone_digits like digits || '%' offset 0) as pm order by pm.created_at desc limit cap)
      union all
      (select * from (select 'enrollments', e.id, e.full_name::text, e.email::text, e.created_at
       from public.enrollments e
       where e.full_name ilike pattern or e.email ilike pattern or e.phone_digits like digits || '%' offset 0) as em order by em.created_at desc limit cap)
      union all
      (select * from (select 'participants', r.id, r.name::text, r.email::text, r.created_at
       from public.participants r
       where r.name ilike pattern or r.email ilike pattern or r.phone_digits like digits || '%' offset 0) as rm order by rm.created_at desc limit cap)
    ) as s
    order by s.created_at desc
    limit cap;
end;
$$;
revoke execute on function public.admin_search(text, integer) from public, anon;
grant execute on function public.admin_search(text, integer) to authenticated, service_role;
