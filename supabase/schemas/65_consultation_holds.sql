-- Consultation holds, self-service and reminders (docs/consultations.md). A public request
-- holds its slot while its visitor confirms their e-mail by link or six-digit code; only hashes
-- of the link token and code are stored, and a lapsed hold is cancelled and frees its slot. The
-- visitor's signed manage link reschedules or cancels through the functions below, and a job
-- every minute sweeps lapsed holds and queues reminders. The job's schedule (pg_cron) is data,
-- made by migration 20261127030200 where the extensions exist.

create table private.consultation_verifications (
  consultation_id uuid primary key references public.consultations (id) on delete cascade,
  token_hash bytea not null,
  -- Null once the code has been guessed wrong too often: the link still works.
  code_hash bytea,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index consultation_verifications_token_key on private.consultation_verifications (token_hash);

create function private.consultation_hold_minutes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30
$$;

create function private.consultation_code_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5
$$;

-- A visitor's text hashed for storage: only hashes of link tokens and codes are kept.
create function private.secret_hash(secret text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.sha256(pg_catalog.convert_to(secret, 'UTF8'))
$$;

-- Lapsed holds become cancelled, which takes them out of the one-live-consultation-per-slot
-- index and the taken slots. Their e-mail and timeline triggers stay quiet (unverified rows).
create function private.sweep_lapsed_holds()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  swept integer;
begin
  update public.consultations c set status = 'cancelled'
    where c.email_verified_at is null and c.status <> 'cancelled' and c.hold_expires_at <= now();
  get diagnostics swept = row_count;
  delete from private.consultation_verifications v
    using public.consultations c
    where c.id = v.consultation_id and c.status = 'cancelled' and c.email_verified_at is null;
  return swept;
end;
$$;
revoke execute on function private.sweep_lapsed_holds() from public, anon, authenticated;

-- A fresh link token and six-digit code for a hold, replacing any earlier pair. Returns them
-- once, for the e-mail; the database keeps only their hashes. The code is salted with the
-- consultation id, so equal codes of two holds never share a hash.
create function private.issue_consultation_secrets(hold_id uuid)
returns table (token text, code text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  -- gen_random_uuid() draws from the server's strong random source.
  new_code text := lpad(
    (('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint % 1000000)::text,
    6, '0'
  );
begin
  insert into private.consultation_verifications (consultation_id, token_hash, code_hash)
    values (hold_id, private.secret_hash(new_token), private.secret_hash(hold_id::text || ':' || new_code))
    on conflict (consultation_id) do update
      set token_hash = excluded.token_hash, code_hash = excluded.code_hash,
          failed_attempts = 0, created_at = now();
  return query select new_token, new_code;
end;
$$;
revoke execute on function private.issue_consultation_secrets(uuid) from public, anon, authenticated;

-- The public consultation path with a hold: frees lapsed holds, stores the request through
-- submit_public_form (its limits and slot rules), marks it unverified with an expiry and queues
-- the verification e-mail, already claimed by the caller (only it knows the secrets). Service
-- role only; answers the e-mail's row and the secrets to put in it.
create function public.hold_consultation(source_address text, fields jsonb)
returns table (reference uuid, email_id uuid, token text, code text, hold_expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_id uuid;
  expires timestamptz := now() + make_interval(mins => private.consultation_hold_minutes());
  lead public.consultations;
  secrets record;
  outbox_id uuid;
begin
  perform private.sweep_lapsed_holds();
  new_id := public.submit_public_form('consultation', source_address, fields);
  update public.consultations c set email_verified_at = null, hold_expires_at = expires
    where c.id = new_id
    returning * into lead;
  select * into secrets from private.issue_consultation_secrets(new_id);
  -- Always sent: without it nobody could confirm. The switch in Settings only names the kind.
  insert into public.visitor_emails
    (consultation_id, kind, recipient, recipient_name, topic, scheduled_for, status, attempts)
    values (new_id, 'consultation_verification', lead.email, lead.full_name, lead.service,
            lead.scheduled_for, 'sending', 1)
    returning id into outbox_id;
  return query select new_id, outbox_id, secrets.token, secrets.code, expires;
end;
$$;
revoke execute on function public.hold_consultation(text, jsonb) from public, anon, authenticated;
grant execute on function public.hold_consultation(text, jsonb) to service_role;

-- Confirms a hold by the e-mail's link token or by its address and six-digit code. Both are
-- single-use (the secrets are deleted), both refuse a lapsed hold, and wrong codes are counted
-- per hold: after private.consultation_code_attempts() the code stops working (the link still
-- does). A refusal is an empty answer, not an error, so the counted attempt is committed; it
-- never tells whether an address has a hold.
create function public.confirm_consultation_email(link_token text default null, email text default null, code text default null)
returns table (consultation_id uuid, scheduled_for timestamptz, service text, full_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hold_id uuid;
  hold record;
begin
  if link_token is not null then
    if length(link_token) <> 64 or link_token !~ '^[0-9a-f]+$' then
      return;
    end if;
    select v.consultation_id into hold_id from private.consultation_verifications v
      where v.token_hash = private.secret_hash(link_token)
      for update;
  elsif email is not null and code is not null then
    if code !~ '^[0-9]{6}$' or length(email) > 320 then
      return;
    end if;
    -- Every open hold of this address, locked so concurrent guesses are all counted.
    for hold in
      select v.consultation_id, v.code_hash from private.consultation_verifications v
        join public.consultations c on c.id = v.consultation_id
        where lower(c.email) = lower(confirm_consultation_email.email)
          and c.email_verified_at is null and c.status <> 'cancelled' and c.hold_expires_at > now()
        order by v.consultation_id
        for update of v
    loop
      if hold.code_hash = private.secret_hash(hold.consultation_id::text || ':' || code) then
        hold_id := hold.consultation_id;
      end if;
    end loop;
    if hold_id is null then
      update private.consultation_verifications v
        set failed_attempts = v.failed_attempts + 1,
            code_hash = case when v.failed_attempts + 1 >= private.consultation_code_attempts()
                             then null else v.code_hash end
        from public.consultations c
        where c.id = v.consultation_id and lower(c.email) = lower(confirm_consultation_email.email)
          and c.email_verified_at is null and c.status <> 'cancelled';
      return;
    end if;
  else
    raise exception 'Send the link''s token, or your e-mail address and the six-digit code.' using errcode = '22023';
  end if;
  if hold_id is null then
    return;
  end if;
  delete from private.consultation_verifications v where v.consultation_id = hold_id;
  update public.consultations c set email_verified_at = now(), hold_expires_at = null
    where c.id = hold_id and c.email_verified_at is null and c.status <> 'cancelled'
      and c.hold_expires_at > now();
  if not found then
    return;
  end if;
  return query select c.id, c.scheduled_for, c.service, c.full_name::text
    from public.consultations c where c.id = hold_id;
end;
$$;
revoke execute on function public.confirm_consultation_email(text, text, text) from public, anon, authenticated;
grant execute on function public.confirm_consultation_email(text, text, text) to service_role;

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

-- The Consultations list opens with upcoming appointments first (soonest first), then past ones
-- (latest first): a computed field PostgREST orders by (`order=agenda_order.asc`).
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
