-- Consultation holds (docs/consultations.md, "Holds and e-mail verification"): a public request
-- holds its slot while its visitor confirms their e-mail by link or six-digit code. Only hashes
-- of the link token and code are stored; a lapsed hold is cancelled and frees its slot.

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
