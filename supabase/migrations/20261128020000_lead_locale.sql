-- The language each lead was sent in (docs/languages.md): the public forms send it, the lead
-- keeps it, and the e-mails about it are written in it.
alter table public.bookings
  add column locale text not null default 'en' constraint bookings_locale check (locale in ('en', 'rw', 'fr'));
alter table public.consultations
  add column locale text not null default 'en' constraint consultations_locale check (locale in ('en', 'rw', 'fr'));
alter table public.partner_applications
  add column locale text not null default 'en' constraint partner_applications_locale check (locale in ('en', 'rw', 'fr'));
alter table public.participants
  add column locale text not null default 'en' constraint participants_locale check (locale in ('en', 'rw', 'fr'));
alter table public.enrollments
  add column locale text not null default 'en' constraint enrollments_locale check (locale in ('en', 'rw', 'fr'));
alter table public.visitor_emails
  add column locale text not null default 'en' constraint visitor_emails_locale check (locale in ('en', 'rw', 'fr'));

create or replace function public.submit_public_form(form_name text, source_address text, fields jsonb)
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

-- An e-mail is written in its lead's language (docs/languages.md): every queued row takes the
-- locale of the booking, consultation, application, enrollment or registration it is about.
create function private.visitor_email_locale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.locale := coalesce(
    (select b.locale from public.bookings b where b.id = new.booking_id),
    (select c.locale from public.consultations c where c.id = new.consultation_id),
    (select a.locale from public.partner_applications a where a.id = new.partner_application_id),
    (select e.locale from public.enrollments e where e.id = new.enrollment_id),
    (select p.locale from public.participants p where p.id = new.participant_id),
    'en'
  );
  return new;
end;
$$;
revoke execute on function private.visitor_email_locale() from public, anon, authenticated;
create trigger visitor_emails_locale before insert on public.visitor_emails
  for each row execute function private.visitor_email_locale();
