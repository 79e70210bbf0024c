-- A visitor's booking names its service as text from the site's static list (docs/product-decisions.md, decision 1). When a
-- service record has that title (case and outer spaces ignored), the booking is linked to it at
-- once, so the admin list shows it as `service` and the edit form starts on that service. Other
-- choices ("Others", "Marketing Agents", ...) stay unlinked until an administrator picks one.
--
-- An AFTER trigger, not a BEFORE one: the visitors' insert policy checks that they sent no link
-- themselves (WITH CHECK runs after BEFORE triggers), and only this function may set it.
create function private.link_booking_service()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.bookings as b
  set service_id = s.id
  from (
    select id from public.services
    where lower(btrim(title)) = lower(btrim(new.requested_service))
    order by created_at
    limit 1
  ) as s
  where b.id = new.id;
  return null;
end;
$$;

create trigger bookings_link_service after insert on public.bookings
  for each row when (new.service_id is null)
  execute function private.link_booking_service();
