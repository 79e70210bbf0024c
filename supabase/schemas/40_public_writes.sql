-- Trusted public writes (docs/trusted-submissions.md): visitors write nothing directly. Every
-- public form and every blog vote goes through an Edge Function, which validates the request
-- and calls one of the service-role-only functions below with the source address the platform
-- vouches for. The limits live here, in one table, so they hold across function instances and
-- under concurrent requests. The limits' figures are data, kept by the migrations.

-- Limits: every figure in one table -------------------------------------------------------------
-- Per source address and form per hour; per e-mail per hour counted for one address at a time
-- (e-mail + address), so a third party naming someone else's e-mail only uses up its own
-- address's allowance and the owner still gets through from theirs; consultations are also
-- capped per address per day.
create table private.submission_limits (
  form text primary key,
  per_address_per_hour integer not null check (per_address_per_hour > 0),
  per_email_per_hour integer check (per_email_per_hour > 0),
  per_address_per_day integer check (per_address_per_day > 0)
);

-- What each address sent, for the counts above (kept a day; older rows no longer count).
create table private.submission_attempts (
  id bigint generated always as identity primary key,
  form text not null references private.submission_limits (form),
  source_address text not null,
  email text,
  created_at timestamptz not null default now()
);
create index submission_attempts_address_idx on private.submission_attempts (form, source_address, created_at);

-- One source address, one bucket (docs/consultations.md, "Source addresses"): the address the
-- platform reports in canonical form, so another spelling of it opens no new allowance. IPv4 as
-- is; an IPv4-mapped IPv6 address as its IPv4; any other IPv6 address as its /64, the block one
-- subscriber line gets; brackets, a zone (%eth0) and a port are removed. Text that is no address
-- is kept (lower-cased), so it still has one bucket.
create function private.canonical_address(raw text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  spelled text := lower(btrim(coalesce(raw, '')));
  address inet;
begin
  if spelled ~ '^\[[^]]*\](:[0-9]+)?$' then
    spelled := substring(spelled from '^\[([^]]*)\]');
  elsif spelled ~ '^[0-9.]+:[0-9]+$' then
    spelled := split_part(spelled, ':', 1);
  end if;
  spelled := split_part(spelled, '%', 1);
  begin
    address := spelled::inet;
  exception when others then
    return spelled;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  if address << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (set_masklen(address, 128) - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;

create function private.claim_submission_slot(form_name text, source_address text, submitter_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.submission_limits;
  from_address integer;
  from_address_today integer;
  with_email integer;
begin
  if source_address is null or length(source_address) not between 1 and 64 then
    raise exception 'A source address is required.' using errcode = '22023';
  end if;
  source_address := private.canonical_address(source_address);
  select * into limits from private.submission_limits l where l.form = form_name;
  if not found then
    raise exception 'Unknown form "%".', form_name using errcode = '22023';
  end if;
  -- Requests of one address wait for each other, so a burst cannot all count the same rows.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('submission:' || form_name || ':' || source_address, 0)
  );
  delete from private.submission_attempts a where a.created_at < now() - interval '1 day';
  select count(*) filter (where a.created_at > now() - interval '1 hour'),
         count(*),
         count(*) filter (where a.created_at > now() - interval '1 hour' and a.email = lower(submitter_email))
    into from_address, from_address_today, with_email
    from private.submission_attempts a
    where a.form = form_name and a.source_address = claim_submission_slot.source_address;
  if from_address >= limits.per_address_per_hour
     or (limits.per_address_per_day is not null and from_address_today >= limits.per_address_per_day)
     or (submitter_email is not null and limits.per_email_per_hour is not null and with_email >= limits.per_email_per_hour) then
    raise exception 'Too many requests. Please try again later.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  insert into private.submission_attempts (form, source_address, email)
    values (form_name, claim_submission_slot.source_address, lower(submitter_email));
end;
$$;

-- One function per public write, service role only -------------------------------------------------
-- Each takes the validated fields as JSON, claims a slot under the limits and stores exactly one
-- row (a registration that already exists answers its reference, so the answer never tells
-- whether an e-mail was registered before); an enrollment carries the card's PaymentMethod id
-- (docs/payments.md). Returns the row's id.
create function public.submit_public_form(form_name text, source_address text, fields jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  submitter_email text := fields->>'email';
  -- The language the form was sent in (the function checked it); each lead keeps it.
  visitor_locale text := coalesce(fields->>'locale', 'en');
  new_id uuid;
  course public.courses;
  slot timestamptz;
begin
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'One submission is expected.' using errcode = '22023';
  end if;
  perform private.claim_submission_slot(form_name, source_address, submitter_email);
  case form_name
  when 'booking' then
    insert into public.bookings (full_name, email, phone_number, requested_service, project_description, locale)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'requested_service',
            fields->>'project_description', visitor_locale)
    returning id into new_id;
  when 'consultation' then
    slot := (fields->>'scheduled_for')::timestamptz;
    -- Only a free slot of the consultation hours (docs/consultations.md).
    perform private.assert_consultation_slot_open(slot);
    insert into public.consultations (full_name, email, phone_number, service, message, scheduled_for, locale)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'service',
            fields->>'message', slot, visitor_locale)
    returning id into new_id;
  when 'partner_application' then
    insert into public.partner_applications (company_name, email, phone, message, locale)
    values (fields->>'company_name', submitter_email, fields->>'phone', fields->>'message', visitor_locale)
    returning id into new_id;
  when 'enrollment' then
    select * into course from public.courses c where c.id = fields->>'course_id' and c.is_active;
    if not found then
      raise exception 'Please choose a course from the catalogue.' using errcode = '22023';
    end if;
    if exists (
      select 1 from public.enrollments e where e.stripe_payment_method_id = fields->>'payment_method'
    ) then
      raise exception 'This card payment is already recorded for an enrollment.' using errcode = '23505';
    end if;
    insert into public.enrollments (course_id, course_title, amount_cents, currency, full_name, email, phone,
                                    stripe_payment_method_id, locale)
    values (course.id, course.title, course.price_cents, course.currency, fields->>'full_name', submitter_email,
            fields->>'phone', fields->>'payment_method', visitor_locale)
    returning id into new_id;
  when 'registration' then
    if not exists (
      select 1 from public.events e
      where e.id = (fields->>'event_id')::uuid and e.is_published and e.to_date >= now()
    ) then
      raise exception 'Registration for this event is closed.' using errcode = '22023';
    end if;
    insert into public.participants (event_id, name, email, phone_number, locale)
    values ((fields->>'event_id')::uuid, fields->>'name', submitter_email, fields->>'phone_number', visitor_locale)
    on conflict (event_id, lower(email)) do nothing
    returning id into new_id;
    if new_id is null then
      select p.id into new_id from public.participants p
      where p.event_id = (fields->>'event_id')::uuid and lower(p.email) = lower(submitter_email);
    end if;
  else
    raise exception 'Unknown form "%".', form_name using errcode = '22023';
  end case;
  return new_id;
end;
$$;

revoke execute on function public.submit_public_form(text, text, jsonb) from public, anon, authenticated;
grant execute on function public.submit_public_form(text, text, jsonb) to service_role;

-- Blog votes: one up or down vote per visitor (browser id + source address) and post, and one
-- counted vote per source address and post within a day -----------------------------------------
create table private.blog_votes (
  blog_id uuid not null references public.blogs (id) on delete cascade,
  voter text not null,
  vote smallint not null check (vote in (-1, 1)),
  updated_at timestamptz not null default now(),
  primary key (blog_id, voter),
  -- The canonical source address (private.canonical_address) and when the vote was first cast.
  source_address text,
  created_at timestamptz not null default now()
);
create index blog_votes_address_idx on private.blog_votes (blog_id, source_address, created_at);

-- Sets the visitor's vote ('upvote', 'downvote' or 'none' to take it back) and moves the post's
-- counts by the difference under the post's row lock, so concurrent votes never get lost.
create function public.cast_blog_vote(blog_id uuid, visitor_id text, source_address text, vote text)
returns table (upvotes integer, downvotes integer, current_vote text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  address text;
  voter_key text;
  previous smallint;
  next_vote smallint;
begin
  if vote is null or vote not in ('upvote', 'downvote', 'none') then
    raise exception 'Unknown vote "%": use upvote, downvote or none.', vote using errcode = '22023';
  end if;
  if visitor_id is null or visitor_id !~ '^[A-Za-z0-9-]{16,64}$' then
    raise exception 'A visitor id is required.' using errcode = '22023';
  end if;
  perform 1 from public.blogs b
    where b.id = cast_blog_vote.blog_id and b.is_published and b.published_at <= now()
    for update;
  if not found then
    raise exception 'Blog post not found' using errcode = 'P0002';
  end if;
  perform private.claim_submission_slot('blog_vote', source_address, null);
  address := private.canonical_address(source_address);
  voter_key := visitor_id || '@' || address;
  next_vote := case vote when 'upvote' then 1 when 'downvote' then -1 else 0 end;
  select v.vote into previous from private.blog_votes v
    where v.blog_id = cast_blog_vote.blog_id and v.voter = voter_key;
  -- Inventing visitor ids adds nothing: a new vote from an address that already has one counted
  -- on this post today is refused (the post's row lock above keeps two from racing past this).
  -- The visitor who holds it can still change or take it back.
  if previous is null and next_vote <> 0 and exists (
    select 1 from private.blog_votes v
    where v.blog_id = cast_blog_vote.blog_id and v.source_address = address
      and v.created_at > now() - interval '1 day'
  ) then
    raise exception 'A vote from your connection already counts for this post today.'
      using errcode = '23505';
  end if;
  previous := coalesce(previous, 0);
  if next_vote = 0 then
    delete from private.blog_votes v where v.blog_id = cast_blog_vote.blog_id and v.voter = voter_key;
  else
    insert into private.blog_votes as v (blog_id, voter, vote, source_address)
    values (cast_blog_vote.blog_id, voter_key, next_vote, address)
    on conflict (blog_id, voter) do update set vote = excluded.vote, updated_at = now();
  end if;
  return query
    update public.blogs as b
    set upvotes = greatest(b.upvotes + (next_vote = 1)::integer - (previous = 1)::integer, 0),
        downvotes = greatest(b.downvotes + (next_vote = -1)::integer - (previous = -1)::integer, 0)
    where b.id = cast_blog_vote.blog_id
    returning b.upvotes, b.downvotes,
      case next_vote when 1 then 'upvote' when -1 then 'downvote' else 'none' end;
end;
$$;

revoke execute on function public.cast_blog_vote(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.cast_blog_vote(uuid, text, text, text) to service_role;
