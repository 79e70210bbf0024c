-- The parts of Supabase Storage's schema that migrations and policies rely on. On a hosted
-- project the platform creates them, so migrations only add buckets and policies. Row-level
-- security is on with no policies: only the service role (BYPASSRLS) reads or writes until a
-- migration says otherwise, as on Supabase.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Helpers Supabase's policies use: the folders of an object name, its file name and extension.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:greatest(cardinality(string_to_array(name, '/')) - 1, 0)]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select case
    when storage.filename(name) like '%.%'
      then (string_to_array(storage.filename(name), '.'))[cardinality(string_to_array(storage.filename(name), '.'))]
    else ''
  end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
