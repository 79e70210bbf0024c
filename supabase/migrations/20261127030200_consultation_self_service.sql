-- Self-service and reminders for consultations (docs/consultations.md): the visitor's signed
-- manage link reaches these through the manage-consultation function (service role), and a
-- job every minute sweeps lapsed holds and queues reminders.

-- The appointment as the manage page shows it. Only a verified request has a manage link.
create function public.visitor_consultation(consultation_id uuid)
returns table (id uuid, scheduled_for timestamptz, service text, full_name text, status public.submission_status)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.scheduled_for, c.service, c.full_name::text, c.status
  from public.consultations c
  where c.id = visitor_consultation.consultation_id and c.email_verified_at is not null
$$;
revoke execute on function public.visitor_consultation(uuid) from public, anon, authenticated;
grant execute on function public.visitor_consultation(uuid) to service_role;

-- The visitor's own change in the lead's timeline, in their name, beside the team's entries.
create function private.record_visitor_change(lead public.consultations, what text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.lead_activity (consultation_id, kind, body, author_id, author_email)
  values (lead.id, 'note', what || ' (the visitor, through the link in their e-mail)', null, lead.email)
$$;
revoke execute on function private.record_visitor_change(public.consultations, text) from public, anon, authenticated;

create function private.kigali_words(moment timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.to_char(moment at time zone 'Africa/Kigali', 'FMDay FMDD FMMonth YYYY, FMHH12:MI AM') || ' Kigali time'
$$;

-- Moves a pending or confirmed appointment under the same rules as a new request: the slot
-- checks on the table (window, slot shape, taken) and the open-hours check when the database
-- has one. Lapsed holds are released first so their slots can be taken.
create function public.visitor_reschedule_consultation(consultation_id uuid, scheduled_for timestamptz)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lead public.consultations;
  previous timestamptz;
begin
  select * into lead from public.consultations c
    where c.id = visitor_reschedule_consultation.consultation_id and c.email_verified_at is not null
    for update;
  if not found then
    raise exception 'This consultation was not found.' using errcode = 'P0002';
  end if;
  if lead.status not in ('pending', 'confirmed') then
    raise exception 'This consultation is % and can no longer be changed.', lead.status using errcode = '22023';
  end if;
  if lead.scheduled_for = visitor_reschedule_consultation.scheduled_for then
    return lead.scheduled_for;
  end if;
  -- The working-hours check, where the schema declares it (docs/consultations.md).
  if to_regprocedure('private.assert_consultation_slot_open(timestamp with time zone)') is not null then
    execute 'select private.assert_consultation_slot_open($1)' using visitor_reschedule_consultation.scheduled_for;
  end if;
  perform private.sweep_lapsed_holds();
  previous := lead.scheduled_for;
  update public.consultations c set scheduled_for = visitor_reschedule_consultation.scheduled_for
    where c.id = lead.id
    returning * into lead;
  perform private.record_visitor_change(
    lead, 'Moved from ' || private.kigali_words(previous) || ' to ' || private.kigali_words(lead.scheduled_for)
  );
  return lead.scheduled_for;
end;
$$;
revoke execute on function public.visitor_reschedule_consultation(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.visitor_reschedule_consultation(uuid, timestamptz) to service_role;

create function public.visitor_cancel_consultation(consultation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lead public.consultations;
begin
  select * into lead from public.consultations c
    where c.id = visitor_cancel_consultation.consultation_id and c.email_verified_at is not null
    for update;
  if not found then
    raise exception 'This consultation was not found.' using errcode = 'P0002';
  end if;
  if lead.status = 'cancelled' then
    return;
  end if;
  if lead.status <> 'pending' and lead.status <> 'confirmed' then
    raise exception 'This consultation is % and can no longer be changed.', lead.status using errcode = '22023';
  end if;
  update public.consultations c set status = 'cancelled' where c.id = lead.id returning * into lead;
  perform private.record_visitor_change(lead, 'Cancelled the consultation of ' || private.kigali_words(lead.scheduled_for));
end;
$$;
revoke execute on function public.visitor_cancel_consultation(uuid) from public, anon, authenticated;
grant execute on function public.visitor_cancel_consultation(uuid) to service_role;

-- Reminders: the day before (from 24 hours ahead) and an hour before a confirmed appointment.
-- The unique index on the outbox makes a second run, or two at once, queue nothing more; a
-- reminder whose moment has passed (confirmed within the hour) is not queued late.
create function private.queue_consultation_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.visitor_emails
    (consultation_id, kind, recipient, recipient_name, topic, scheduled_for, status)
  select c.id, r.kind, c.email, c.full_name, c.service, c.scheduled_for,
         case when coalesce(s.enabled, true) then 'pending' else 'skipped' end
  from public.consultations c
  cross join lateral (
    select case
      when c.scheduled_for <= now() + interval '1 hour' then 'consultation_reminder_hour'
      else 'consultation_reminder_day'
    end as kind
  ) r
  left join public.visitor_email_settings s on s.kind = r.kind
  where c.status = 'confirmed' and c.email_verified_at is not null
    and c.scheduled_for > now() and c.scheduled_for <= now() + interval '24 hours'
  on conflict (consultation_id, kind, scheduled_for)
    where kind in ('consultation_reminder_day', 'consultation_reminder_hour')
    do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke execute on function private.queue_consultation_reminders() from public, anon, authenticated;

-- What the scheduler runs every minute (pg_cron on a hosted project, the local backend's own
-- timer locally); the e-mails it queues are sent by send-visitor-emails right after.
create function public.run_consultation_jobs()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'lapsed_holds', private.sweep_lapsed_holds(),
    'reminders', private.queue_consultation_reminders()
  );
end;
$$;
revoke execute on function public.run_consultation_jobs() from public, anon, authenticated;
grant execute on function public.run_consultation_jobs() to service_role;

-- Supabase Cron where it exists (hosted projects): the SQL job, then a call of the sender with
-- the project's URL and secret key from Vault (docs/consultations.md, "Reminders"). Elsewhere
-- (the local backend's PGlite, a plain PostgreSQL) nothing is scheduled here.
do $block$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    execute $sql$select cron.schedule('consultation-jobs', '* * * * *', 'select public.run_consultation_jobs()')$sql$;
    execute $sql$select cron.schedule('send-visitor-emails', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-visitor-emails',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb
      )
    $job$)$sql$;
  end if;
end;
$block$;
