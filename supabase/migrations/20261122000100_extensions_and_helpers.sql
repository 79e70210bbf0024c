-- Extensions, shared types and helpers used by every later migration.
-- Only features a hosted Supabase project has: pg_trgm lives in the `extensions` schema there.
create extension if not exists pg_trgm with schema extensions;

-- Helpers that must never be reachable through the Data API live outside `public`
-- (PostgREST only exposes `public`), so they need no per-function revokes for visitors.
create schema if not exists private;
revoke all on schema private from public;

-- Enums -------------------------------------------------------------------------------------------
create type public.booking_status as enum ('pending', 'confirmed', 'completed', 'cancelled');
create type public.submission_status as enum ('pending', 'confirmed', 'completed', 'cancelled');
create type public.application_status as enum ('pending', 'reviewing', 'accepted', 'rejected');
create type public.payment_status as enum ('unpaid', 'paid', 'failed', 'refunded');
create type public.blog_category as enum ('Event Management', 'Marketing', 'Protocol', 'Technology');

-- Bounded text domains ----------------------------------------------------------------------------
-- One definition per kind of value keeps every table's length and shape rules identical,
-- and a visitor's over-long or malformed field is refused by the database, not only the form.
create domain public.name_text as text
  constraint name_text_bounds check (length(value) <= 120 and btrim(value) <> '');
create domain public.title_text as text
  constraint title_text_bounds check (length(value) <= 200 and btrim(value) <> '');
create domain public.email_address as text
  constraint email_address_format check (
    length(value) <= 254 and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  );
create domain public.phone_text as text
  constraint phone_text_format check (length(value) between 4 and 32 and value ~ '^[0-9+() .-]+$');
create domain public.long_text as text
  constraint long_text_bounds check (length(value) <= 5000 and btrim(value) <> '');
create domain public.url_text as text
  constraint url_text_format check (length(value) <= 2048 and value ~ '^(https?://|/)');

-- True when every item is non-blank and at most max_len characters long (checks cannot subquery).
create function private.text_items_bounded(items text[], max_len integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(length(item) <= max_len and btrim(item) <> ''), true)
  from unnest(items) as item
$$;
-- Check constraints call this on admins' writes (authenticated); visitors never write arrays.
grant usage on schema private to authenticated, service_role;
grant execute on function private.text_items_bounded(text[], integer) to authenticated, service_role;

-- Administrators ----------------------------------------------------------------------------------
-- Signing in is not enough to administer (docs/product-decisions.md, decision 6): only users listed here are admins.
create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.admin_users enable row level security;

-- Security definer so policies can consult admin_users without granting anyone read access to it;
-- search_path is empty so a caller cannot shadow `admin_users` or `auth.uid` with their own objects.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users where user_id = (select auth.uid()))
$$;

-- True for requests from the public API that are not an administrator's (anon or a signed-in
-- non-admin); false for the service role, migrations and seed.
create function private.is_visitor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin()
$$;

-- Trigger function: keeps updated_at honest and created_at immutable (docs/product-decisions.md, decision 9: editing a
-- post must keep its created_at even if a client sends a new one).
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end;
$$;
