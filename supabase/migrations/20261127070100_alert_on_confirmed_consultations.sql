-- A consultation request is a lead once its visitor has confirmed their e-mail (docs/leads.md,
-- "Alerts"; docs/consultations.md): the team hears of it then, not of a hold that may lapse.
-- A public request is stored verified and marked unverified in the same transaction, so the
-- insert's alert waits for the commit (a deferred constraint trigger) and reads the row as it
-- is then; the visitor's confirmation alerts when it sets the time.
drop trigger consultations_alert_team on public.consultations;

create function private.alert_team_of_confirmed_consultation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (
    select 1 from public.consultations c where c.id = new.id and c.email_verified_at is not null
  ) then
    perform private.queue_team_alert('consultations', new.id);
  end if;
  return null;
end
$$;

create constraint trigger consultations_alert_team after insert on public.consultations
  deferrable initially deferred
  for each row execute function private.alert_team_of_confirmed_consultation();
create trigger consultations_alert_team_on_confirm after update of email_verified_at on public.consultations
  for each row when (old.email_verified_at is null and new.email_verified_at is not null)
  execute function private.alert_team_of_confirmed_consultation();

-- The leads that need action are leads: a hold awaiting its visitor's confirmation is not one.
create or replace function public.admin_needs_action_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_handle_leads() then
    raise exception 'Only administrators can read the leads that need action.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'bookings', (select count(*) from public.bookings where first_action_at is null),
    'consultations', (select count(*) from public.consultations
      where first_action_at is null and email_verified_at is not null),
    'partner_applications', (select count(*) from public.partner_applications where first_action_at is null),
    'enrollments', (select count(*) from public.enrollments where first_action_at is null)
  );
end;
$$;
