-- Trusted submissions (docs/trusted-submissions.md): visitors no longer write anything directly.
-- Every public form and every blog vote goes through an Edge Function, which validates the
-- request and calls one of the service-role-only functions below with the source address the
-- platform vouches for. The limits live here, in one table, so they hold across function
-- instances and under concurrent requests.

-- 1. No direct visitor writes ----------------------------------------------------------------------
revoke insert, update, delete on public.bookings, public.consultations, public.partner_applications,
  public.enrollments, public.participants from anon;
drop policy "Visitors submit pending bookings" on public.bookings;
drop policy "Visitors submit pending consultations" on public.consultations;
drop policy "Visitors submit pending applications" on public.partner_applications;
drop policy "Visitors submit unpaid enrollments" on public.enrollments;
drop policy "Visitors register for open events" on public.participants;

-- The per-e-mail trigger counted across every address, so anyone could lock an e-mail owner out;
-- the limits below replace it. (Its function stays, unused: a later migration replaces it.)
drop trigger bookings_submission_limit on public.bookings;
drop trigger consultations_submission_limit on public.consultations;
drop trigger partner_applications_submission_limit on public.partner_applications;
drop trigger enrollments_submission_limit on public.enrollments;
drop trigger participants_submission_limit on public.participants;

-- Votes go through cast_blog_vote below. react_to_blog is revoked rather than dropped: a
-- `create or replace` keeps these privileges, whichever migration replaces it later.
revoke execute on function public.react_to_blog(uuid, text) from public, anon, authenticated;

-- 2. Courses: the catalogue the training page shows and enrollments are priced from -------------
create table public.courses (
  id text primary key constraint courses_id_slug check (id ~ '^[a-z0-9-]{1,80}$'),
  title public.title_text not null,
  description public.long_text not null,
  image public.url_text,
  level text not null constraint courses_level_choice check (level in ('Beginner', 'Intermediate', 'Advanced')),
  duration text not null constraint courses_duration_bounds check (length(duration) between 1 and 40),
  students integer not null default 0 constraint courses_students_min check (students >= 0),
  modules integer not null constraint courses_modules_min check (modules > 0),
  rating numeric(2, 1) constraint courses_rating_range check (rating between 0 and 5),
  -- A course always costs something: an enrollment's amount is this price, never the browser's.
  price_cents integer not null constraint courses_price_cents_positive check (price_cents > 0),
  currency text not null default 'USD' constraint courses_currency_code check (currency ~ '^[A-Z]{3}$'),
  instructor_name public.name_text not null,
  instructor_title public.title_text not null,
  topics text[] not null default '{}',
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger courses_set_updated_at before update on public.courses
  for each row execute function private.set_updated_at();
alter table public.courses enable row level security;
grant select on public.courses to anon, authenticated;
grant insert, update, delete on public.courses to authenticated;
create policy "Anyone reads active courses, admins all" on public.courses for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "Admins insert courses" on public.courses for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update courses" on public.courses for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete courses" on public.courses for delete to authenticated using ((select public.is_admin()));

insert into public.courses (id, title, description, image, level, duration, students, modules, rating,
  price_cents, currency, instructor_name, instructor_title, topics, sort_order) values
  ('event-management-fundamentals', 'Event Management Fundamentals',
   'Plan and run conferences, launches and celebrations: budgets, suppliers, logistics and the day itself.',
   '/media/seed/blog-event-management.svg', 'Beginner', '6 weeks', 1240, 8, 4.8, 29900, 'USD',
   'Claudine Uwimana', 'Senior Event Manager',
   array['Event planning', 'Budgeting', 'Vendor management', 'Risk management'], 1),
  ('digital-marketing-mastery', 'Digital Marketing Mastery',
   'Build campaigns across search, social and e-mail, then measure and improve them with analytics.',
   '/media/seed/blog-marketing.svg', 'Intermediate', '8 weeks', 2150, 12, 4.9, 39900, 'USD',
   'Eric Niyonzima', 'Digital Marketing Lead',
   array['SEO', 'Social media', 'Paid advertising', 'Analytics'], 2),
  ('protocol-officer-essentials', 'Protocol Officer Essentials',
   'Precedence, seating, flags and VIP reception for state, corporate and diplomatic events.',
   '/media/seed/blog-protocol.svg', 'Advanced', '4 weeks', 860, 6, 4.7, 24900, 'USD',
   'Diane Mukamana', 'Chief Protocol Officer',
   array['Diplomatic protocol', 'VIP reception', 'Seating plans', 'Ceremonies'], 3)
on conflict (id) do nothing;

-- Existing rows are left as they are; every new enrollment costs something.
alter table public.enrollments
  add constraint enrollments_amount_cents_positive check (amount_cents > 0) not valid;

-- 3. Limits: every figure in one table -------------------------------------------------------------
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
insert into private.submission_limits (form, per_address_per_hour, per_email_per_hour, per_address_per_day) values
  ('booking', 5, 3, null),
  ('consultation', 3, 2, 5),
  ('partner_application', 5, 3, null),
  ('enrollment', 5, 3, null),
  ('registration', 10, 3, null),
  ('blog_vote', 60, null, null);

-- What each address sent, for the counts above (kept a day; older rows no longer count).
create table private.submission_attempts (
  id bigint generated always as identity primary key,
  form text not null references private.submission_limits (form),
  source_address text not null,
  email text,
  created_at timestamptz not null default now()
);
create index submission_attempts_address_idx on private.submission_attempts (form, source_address, created_at);

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

-- 4. One function per public write, service role only ---------------------------------------------
-- Each takes the validated fields as JSON, claims a slot under the limits and stores exactly one
-- row (a registration that already exists answers its reference, so the answer never tells
-- whether an e-mail was registered before). Returns the row's id.
create function public.submit_public_form(form_name text, source_address text, fields jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  submitter_email text := fields->>'email';
  new_id uuid;
  course public.courses;
  slot timestamptz;
  today date := (now() at time zone 'Africa/Kigali')::date;
begin
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'One submission is expected.' using errcode = '22023';
  end if;
  perform private.claim_submission_slot(form_name, source_address, submitter_email);
  case form_name
  when 'booking' then
    insert into public.bookings (full_name, email, phone_number, requested_service, project_description)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'requested_service',
            fields->>'project_description')
    returning id into new_id;
  when 'consultation' then
    slot := (fields->>'scheduled_for')::timestamptz;
    if slot <= now() or (slot at time zone 'Africa/Kigali')::date > (today + interval '2 months')::date then
      raise exception 'Please choose a time slot between now and two months from today.'
        using errcode = '22023';
    end if;
    insert into public.consultations (full_name, email, phone_number, service, message, scheduled_for)
    values (fields->>'full_name', submitter_email, fields->>'phone_number', fields->>'service',
            fields->>'message', slot)
    returning id into new_id;
  when 'partner_application' then
    insert into public.partner_applications (company_name, email, phone, message)
    values (fields->>'company_name', submitter_email, fields->>'phone', fields->>'message')
    returning id into new_id;
  when 'enrollment' then
    select * into course from public.courses c where c.id = fields->>'course_id' and c.is_active;
    if not found then
      raise exception 'Please choose a course from the catalogue.' using errcode = '22023';
    end if;
    insert into public.enrollments (course_id, course_title, amount_cents, currency, full_name, email, phone)
    values (course.id, course.title, course.price_cents, course.currency, fields->>'full_name', submitter_email,
            fields->>'phone')
    returning id into new_id;
  when 'registration' then
    if not exists (
      select 1 from public.events e
      where e.id = (fields->>'event_id')::uuid and e.is_published and e.to_date >= now()
    ) then
      raise exception 'Registration for this event is closed.' using errcode = '22023';
    end if;
    insert into public.participants (event_id, name, email, phone_number)
    values ((fields->>'event_id')::uuid, fields->>'name', submitter_email, fields->>'phone_number')
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

-- 5. Blog votes: one up or down vote per visitor (browser id + source address) and post --------
create table private.blog_votes (
  blog_id uuid not null references public.blogs (id) on delete cascade,
  voter text not null,
  vote smallint not null check (vote in (-1, 1)),
  updated_at timestamptz not null default now(),
  primary key (blog_id, voter)
);

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
  voter_key := visitor_id || '@' || source_address;
  next_vote := case vote when 'upvote' then 1 when 'downvote' then -1 else 0 end;
  select v.vote into previous from private.blog_votes v
    where v.blog_id = cast_blog_vote.blog_id and v.voter = voter_key;
  previous := coalesce(previous, 0);
  if next_vote = 0 then
    delete from private.blog_votes v where v.blog_id = cast_blog_vote.blog_id and v.voter = voter_key;
  else
    insert into private.blog_votes as v (blog_id, voter, vote) values (cast_blog_vote.blog_id, voter_key, next_vote)
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

revoke execute on function public.submit_public_form(text, text, jsonb) from public, anon, authenticated;
revoke execute on function public.cast_blog_vote(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_public_form(text, text, jsonb) to service_role;
grant execute on function public.cast_blog_vote(uuid, text, text, text) to service_role;
