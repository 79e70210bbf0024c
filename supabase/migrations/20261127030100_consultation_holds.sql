-- A consultation request holds its slot only while its visitor confirms their e-mail
-- (docs/consultations.md, "Holds and e-mail verification"). Rows that existed before count as
-- verified; the public path stores a hold with an expiry and a hashed link token and code.

alter table public.consultations
  add column email_verified_at timestamptz default now(),
  add column hold_expires_at timestamptz;

create index consultations_open_holds_idx on public.consultations (hold_expires_at)
  where email_verified_at is null and status <> 'cancelled';

-- Administrators see only requests whose e-mail is confirmed; a hold is not a lead yet.
create policy "Admins see verified consultations only" on public.consultations
  as restrictive for select to authenticated
  using (email_verified_at is not null);

create table private.consultation_verifications (
  consultation_id uuid primary key references public.consultations (id) on delete cascade,
  token_hash bytea not null,
  -- Null once the code has been guessed wrong too often: the link still works.
  code_hash bytea,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index consultation_verifications_token_key on private.consultation_verifications (token_hash);

alter table public.visitor_email_settings drop constraint visitor_email_settings_kind;
alter table public.visitor_email_settings add constraint visitor_email_settings_kind check (
  kind in (
    'consultation_verification',
    'consultation_confirmed', 'consultation_rescheduled', 'consultation_cancelled',
    'consultation_reminder_day', 'consultation_reminder_hour',
    'booking_confirmed', 'booking_cancelled',
    'partner_application_accepted', 'partner_application_rejected'
  )
);
insert into public.visitor_email_settings (kind) values
  ('consultation_verification'), ('consultation_reminder_day'), ('consultation_reminder_hour');

-- Each reminder of an appointment is queued at most once, whoever runs the job and how often
-- (a moved appointment is a new one and gets its own).
create unique index visitor_emails_one_reminder_key on public.visitor_emails (consultation_id, kind, scheduled_for)
  where kind in ('consultation_reminder_day', 'consultation_reminder_hour');

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

-- The sweep lets e-mail and timeline triggers see an unverified row; they skip it.
create or replace function private.queue_visitor_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
  before jsonb := to_jsonb(old);
  status_changed boolean := lead ->> 'status' is distinct from before ->> 'status';
  email_kind text;
  is_on boolean;
  sequence integer := 0;
begin
  if tg_table_name = 'consultations' then
    -- A request whose e-mail is not confirmed gets only its verification e-mail.
    if new.email_verified_at is null then
      return null;
    end if;
    email_kind := case
      when status_changed and new.status = 'confirmed' then 'consultation_confirmed'
      when status_changed and new.status = 'cancelled' then 'consultation_cancelled'
      when new.scheduled_for is distinct from old.scheduled_for and new.status <> 'cancelled'
        then 'consultation_rescheduled'
    end;
    -- The invitation's SEQUENCE counts the e-mails that carried one (not the verification).
    select count(*) into sequence from public.visitor_emails e
      where e.consultation_id = new.id
        and e.kind in ('consultation_confirmed', 'consultation_rescheduled', 'consultation_cancelled');
  elsif tg_table_name = 'bookings' and status_changed then
    email_kind := case new.status when 'confirmed' then 'booking_confirmed'
      when 'cancelled' then 'booking_cancelled' end;
  elsif tg_table_name = 'partner_applications' and status_changed then
    email_kind := case new.status when 'accepted' then 'partner_application_accepted'
      when 'rejected' then 'partner_application_rejected' end;
  end if;
  if email_kind is null then
    return null;
  end if;
  select s.enabled into is_on from public.visitor_email_settings s where s.kind = email_kind;
  execute format(
    'insert into public.visitor_emails
       (%I, kind, recipient, recipient_name, topic, scheduled_for, calendar_sequence, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8)',
    tg_argv[0]
  ) using new.id, email_kind, lead ->> 'email',
    coalesce(lead ->> 'full_name', lead ->> 'company_name'),
    coalesce(lead ->> 'service', lead ->> 'requested_service'),
    (lead ->> 'scheduled_for')::timestamptz, sequence,
    case when coalesce(is_on, true) then 'pending' else 'skipped' end;
  return null;
end;
$$;

-- The sender claims every queued kind but the verification e-mail: its secrets exist only in
-- the request that made the hold, which sends it itself.
create or replace function public.claim_visitor_emails(retry_ids uuid[] default '{}')
returns setof public.visitor_emails
language sql
volatile
security definer
set search_path = ''
as $$
  update public.visitor_emails e
  set status = 'sending', attempts = e.attempts + 1, last_error = null
  where e.id in (
    select c.id from public.visitor_emails c
    where c.kind <> 'consultation_verification'
      and (c.status = 'pending'
        or (c.status = 'sending' and c.updated_at < now() - interval '5 minutes')
        or (c.status = 'failed' and c.id = any (retry_ids)))
    order by c.created_at
    limit 50
    for update skip locked
  )
  returning e.*
$$;

-- A hold's slot is free again as soon as the hold lapses, before any sweep has run.
create or replace function public.consultation_taken_slots(day date)
returns setof timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select c.scheduled_for
  from public.consultations c
  where c.status <> 'cancelled'
    and (c.email_verified_at is not null or c.hold_expires_at > now())
    and c.scheduled_for >= (day::timestamp at time zone 'Africa/Kigali')
    and c.scheduled_for < ((day + 1)::timestamp at time zone 'Africa/Kigali')
  order by c.scheduled_for
$$;
