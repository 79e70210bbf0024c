-- Bookkeeping of this local server only: never exposed through the API, no grants.
create schema if not exists _local;
revoke all on schema _local from public;

create table if not exists _local.migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);

create table if not exists _local.seed (
  id boolean primary key default true check (id),
  ran_at timestamptz not null default now()
);

create table if not exists _local.formspree_submissions (
  id bigserial primary key,
  form_id text not null,
  fields jsonb not null,
  received_at timestamptz not null default now()
);
