-- Declarative schema (docs/database-schema.md): the current structure, which the migrations
-- reach. Files apply in name order; each object is defined once, in the file of its domain.
-- This file: the extensions, the private schema, the shared types and the helpers every later
-- file uses.

-- Supabase keeps extensions in the `extensions` schema; the platform already has pg_trgm there.
create extension if not exists pg_trgm with schema extensions;

-- Helpers that must never be reachable through the Data API live outside `public`
-- (PostgREST only exposes `public`), so they need no per-function revokes for visitors.
create schema if not exists private;
revoke all on schema private from public;
-- Check constraints call private helpers on admins' writes (authenticated).
grant usage on schema private to authenticated, service_role;

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
grant execute on function private.text_items_bounded(text[], integer) to authenticated, service_role;

-- Content translations (docs/content-translations.md) ------------------------------------------
-- The locales a translation may be in; English lives in the row's own columns.
create function private.translated_locales()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['rw', 'fr']
$$;

-- Only the published translations, without their publish flag: what visitors may read.
create function private.published_translations(translations jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(t.key, t.value - 'published'), '{}'::jsonb)
  from jsonb_each(translations) as t
  where jsonb_typeof(t.value) = 'object' and t.value -> 'published' = 'true'::jsonb
$$;

-- Trigger function: refuses a translation the table does not allow. Each argument names a field
-- and its limits, the same as its English column's: 'title:200' is text of at most 200 characters,
-- 'features:200:20' a list of at most 20 texts of at most 200 characters each. Every text must be
-- non-blank (leave a field out rather than blank); a slug also takes the English slugs' form.
-- Postgres refuses a NUL character in jsonb text before this runs.
create function private.check_translations()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  locale text;
  entry jsonb;
  field text;
  value jsonb;
  spec text;
  max_len integer;
  max_items integer;
  item jsonb;
begin
  if jsonb_typeof(new.translations) is distinct from 'object' then
    raise exception 'Translations must be an object keyed by language (rw, fr).' using errcode = '22023';
  end if;
  for locale, entry in select t.key, t.value from jsonb_each(new.translations) as t loop
    if locale <> all (private.translated_locales()) then
      raise exception 'Translations are kept for rw and fr only, not "%" (English is the row itself).', left(locale, 20)
        using errcode = '22023';
    end if;
    if jsonb_typeof(entry) <> 'object' then
      raise exception 'The % translation must be an object of fields.', locale using errcode = '22023';
    end if;
    for field, value in select t.key, t.value from jsonb_each(entry) as t loop
      if field = 'published' then
        if jsonb_typeof(value) <> 'boolean' then
          raise exception 'The % translation''s "published" must be true or false.', locale using errcode = '22023';
        end if;
        continue;
      end if;
      select s into spec from unnest(tg_argv) as s where split_part(s, ':', 1) = field;
      if spec is null then
        raise exception 'The % translation has a field that % does not translate: "%".', locale, tg_table_name, left(field, 40)
          using errcode = '22023';
      end if;
      max_len := split_part(spec, ':', 2)::integer;
      max_items := nullif(split_part(spec, ':', 3), '')::integer;
      if max_items is not null then
        if jsonb_typeof(value) <> 'array' or jsonb_array_length(value) > max_items then
          raise exception 'The % translation''s "%" must be a list of at most % texts.', locale, field, max_items
            using errcode = '22023';
        end if;
      elsif jsonb_typeof(value) <> 'string' then
        raise exception 'The % translation''s "%" must be text.', locale, field using errcode = '22023';
      end if;
      for item in
        select v from jsonb_array_elements(case when max_items is null then jsonb_build_array(value) else value end) as v
      loop
        if jsonb_typeof(item) <> 'string' then
          raise exception 'The % translation''s "%" must hold only texts.', locale, field using errcode = '22023';
        end if;
        if length(item #>> '{}') > max_len or btrim(item #>> '{}') = '' then
          raise exception 'The % translation''s "%" must be 1 to % characters (leave it out when there is none).',
            locale, field, max_len using errcode = '22023';
        end if;
        if field = 'slug' and (item #>> '{}') !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
          raise exception 'The % translation''s slug must be lower-case letters and digits joined by hyphens.', locale
            using errcode = '22023';
        end if;
      end loop;
    end loop;
  end loop;
  return new;
end;
$$;

-- Lower-case ASCII words joined by hyphens, the form every page URL takes (blog posts, projects).
create function private.slugify(title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(left(btrim(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), '-'), 80), ''),
    'post'
  )
$$;

-- Trigger function for every table with a `slug` column: an empty slug is made from the column
-- the trigger names (tg_argv[0]), numbered when taken ("title", "title-2", ...). A slug that is
-- set stays, so shared links keep working when the title changes.
create function private.fill_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if new.slug is null or btrim(new.slug) = '' then
    candidate := private.slugify(to_jsonb(new) ->> tg_argv[0]);
    new.slug := candidate;
    loop
      execute format('select exists (select 1 from %I.%I where slug = $1 and id <> $2)',
                     tg_table_schema, tg_table_name)
        into taken using new.slug, new.id;
      exit when not taken;
      n := n + 1;
      new.slug := candidate || '-' || n;
    end loop;
  end if;
  return new;
end;
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

-- Undoable deletes --------------------------------------------------------------------------------
-- A deleted row is kept for a day with every row its delete took along (cascades run in the same
-- transaction), so Undo restores the row with the same id and its relations. Only the Undo
-- functions read it; nothing is exposed through the API.
create table private.deleted_rows (
  seq bigint generated always as identity primary key,
  tx bigint not null default txid_current(),
  table_name text not null,
  -- The row's id as text: most tables are keyed by uuid, courses by their text id.
  row_id text,
  row_data jsonb not null,
  deleted_by uuid default auth.uid(),
  deleted_at timestamptz not null default now()
);
create index deleted_rows_lookup_idx on private.deleted_rows (table_name, row_id);
create index deleted_rows_tx_idx on private.deleted_rows (tx);
create index deleted_rows_deleted_at_idx on private.deleted_rows (deleted_at);

-- BEFORE DELETE, so a parent is kept before the cascades it causes and restores first.
create function private.keep_deleted_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.deleted_rows where deleted_at < now() - interval '1 day';
  insert into private.deleted_rows (table_name, row_id, row_data)
    values (tg_table_name, to_jsonb(old) ->> 'id', to_jsonb(old));
  return old;
end;
$$;
