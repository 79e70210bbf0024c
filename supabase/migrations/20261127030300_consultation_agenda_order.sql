-- The Consultations list opens with upcoming appointments first (soonest first), then past ones
-- (latest first) (docs/consultations.md, "Agenda"). PostgREST orders by a computed field, a
-- function of the row: `order=agenda_order.asc`.
create function public.agenda_order(consultation public.consultations)
returns double precision
language sql
stable
set search_path = ''
as $$
  select case
    when consultation.scheduled_for >= now() then extract(epoch from consultation.scheduled_for)
    else 1e11 - extract(epoch from consultation.scheduled_for)
  end::double precision
$$;
revoke execute on function public.agenda_order(public.consultations) from public, anon;
grant execute on function public.agenda_order(public.consultations) to authenticated, service_role;
