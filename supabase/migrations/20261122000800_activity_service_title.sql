-- A booking in "Recent Activity" names its linked service (what the admin chose, or the record
-- the visitor's choice matched), and the visitor's own choice only while it is unlinked; an
-- admin-added booking no longer reads "Others". Same signature, so the grants stay as they were.
create or replace function public.admin_recent_activity(max_rows integer default 10)
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
