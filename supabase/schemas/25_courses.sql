-- Courses: the catalogue the training page shows and enrollments are priced from
-- (docs/trusted-submissions.md). Its rows are data, kept by the migrations, not declared here.

-- The currencies a course may be priced in, RWF first (docs/courses.md; the contract's
-- `courseCurrencies` lists the same, in the form's order).
create function private.course_currencies()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['RWF', 'USD', 'EUR', 'GBP', 'KES', 'UGX', 'TZS']
$$;

-- Stripe accepts amounts of at most eight digits in the smallest unit (USD 999,999.99, RWF
-- 99,999,999); a larger price could never be charged.
create function private.course_price_max()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 99999999
$$;

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
  -- In the currency's smallest unit as Stripe counts it: whole francs for RWF (docs/payments.md).
  price_cents integer not null constraint courses_price_cents_positive check (price_cents > 0),
  currency text not null default 'RWF' constraint courses_currency_code check (currency ~ '^[A-Z]{3}$'),
  topics text[] not null default '{}',
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One of the professionals, not a name typed a second time (docs/content-trust.md).
  instructor_id uuid references public.professionals (id) on delete set null,
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored,
  constraint courses_currency_offered check (currency = any (private.course_currencies())),
  constraint courses_price_cents_max check (price_cents <= private.course_price_max())
);
create index courses_instructor_id_idx on public.courses (instructor_id);
-- The admin's Courses list searches titles, as every list does.
create index courses_title_trgm_idx on public.courses using gin (title extensions.gin_trgm_ops);
create trigger courses_set_updated_at before update on public.courses
  for each row execute function private.set_updated_at();
create trigger courses_check_translations before insert or update of translations on public.courses
  for each row execute function private.check_translations('title:200', 'description:5000', 'duration:40', 'topics:80:30');
-- The price rules in words (docs/courses.md). The check constraints say the same for anything
-- that skips triggers; this runs first, so an editor reads the sentence, not a constraint's name.
create function private.check_course_price()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.currency is null or not (new.currency = any (private.course_currencies())) then
    raise exception 'A course is priced in RWF, USD, EUR, GBP, KES, UGX or TZS.'
      using errcode = '22023';
  end if;
  if new.price_cents is null or new.price_cents <= 0 then
    raise exception 'A course price must be more than zero.' using errcode = '22023';
  end if;
  if new.price_cents > private.course_price_max() then
    raise exception 'A course price can be at most %: Stripe charges no more at once.',
      private.money_text(private.course_price_max(), new.currency)
      using errcode = '22023';
  end if;
  return new;
end;
$$;
create trigger courses_check_price before insert or update of price_cents, currency on public.courses
  for each row execute function private.check_course_price();
-- A deleted course comes back with the admin's Undo (docs/back-office.md), as other content does.
create trigger courses_keep_deleted before delete on public.courses
  for each row execute function private.keep_deleted_row();
alter table public.courses enable row level security;
revoke all on public.courses from anon, authenticated;
grant select on public.courses to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, title, description, image, level, duration, students, modules, rating, price_cents, currency,
  topics, sort_order, is_active, created_at, updated_at, instructor_id, published_translations)
  on public.courses to anon;
grant insert, update, delete on public.courses to authenticated;
create policy "Anyone reads active courses, admins all" on public.courses for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "Admins insert courses" on public.courses for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update courses" on public.courses for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete courses" on public.courses for delete to authenticated using ((select private.can_edit_content()));
