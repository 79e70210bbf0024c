-- Content revisions (docs/content-trust.md, "Revisions"): posts, projects, services and
-- testimonials (customer stories included) keep their versions. A trigger writes each version
-- in the same transaction as the change, so no client can skip it; editors and owners read them
-- and restore one through public.restore_revision, which writes the old values back so the
-- trigger records the restore as a new version. No client writes the table.

create table public.content_revisions (
  id bigint generated always as identity primary key,
  table_name text not null
    constraint content_revisions_table check (table_name in ('blogs', 'projects', 'services', 'testimonials')),
  -- No foreign key: a deleted row keeps its versions (until the retention period ends).
  row_id uuid not null,
  version integer not null constraint content_revisions_version_min check (version >= 1),
  -- The row's content columns (private.revision_snapshot).
  row_data jsonb not null,
  -- Null for writes without a member (the seed, a migration, an Edge Function).
  actor_id uuid,
  actor_email text,
  created_at timestamptz not null default now(),
  -- The version this one brought back, when it is a restore.
  restored_from integer,
  constraint content_revisions_version_key unique (table_name, row_id, version)
);
create index content_revisions_created_at_idx on public.content_revisions (created_at);

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from anon, authenticated, service_role;
grant select on public.content_revisions to authenticated, service_role;
create policy "Content editors read revisions" on public.content_revisions for select
  to authenticated using ((select private.can_edit_content()));

-- Columns a version does not hold: the key, bookkeeping (created and updated times), visitors'
-- vote counters and generated columns. They say nothing an editor wrote, and a restore leaves
-- them as they are.
create function private.revision_snapshot(source regclass, row_data jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select row_data - array['id', 'created_at', 'updated_at', 'upvotes', 'downvotes']
    - coalesce((select array_agg(a.attname::text) from pg_catalog.pg_attribute a
                where a.attrelid = source and a.attnum > 0 and not a.attisdropped
                  and a.attgenerated <> ''), '{}')
$$;

-- Versions are kept this many at least per row, whatever their age, so the last edits of a row
-- nobody touched for a year can still be undone.
create function private.revisions_always_kept()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10
$$;

-- Records the row as a new version when a content column differs from its latest version, then
-- prunes that row's versions past the retention period (keeping the latest ten).
create function private.record_content_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb := private.revision_snapshot(tg_relid, to_jsonb(new));
  latest_version integer;
  latest_data jsonb;
begin
  select r.version, r.row_data into latest_version, latest_data
    from public.content_revisions r
    where r.table_name = tg_table_name and r.row_id = new.id
    order by r.version desc limit 1;
  if latest_data is not distinct from snapshot then
    return null;
  end if;
  insert into public.content_revisions (table_name, row_id, version, row_data, actor_id, actor_email, restored_from)
  values (
    tg_table_name, new.id, coalesce(latest_version, 0) + 1, snapshot,
    auth.uid(), (select auth.jwt()) ->> 'email',
    nullif(current_setting('inzira.restoring_revision', true), '')::integer
  );
  delete from public.content_revisions r
    where r.table_name = tg_table_name and r.row_id = new.id
      and r.version <= coalesce(latest_version, 0) + 1 - private.revisions_always_kept()
      and r.created_at < now() - make_interval(days => coalesce(
        (select s.revision_retention_days from public.team_settings s), 365
      ));
  return null;
end;
$$;

create trigger blogs_record_revision after insert or update on public.blogs
  for each row execute function private.record_content_revision();
create trigger projects_record_revision after insert or update on public.projects
  for each row execute function private.record_content_revision();
create trigger services_record_revision after insert or update on public.services
  for each row execute function private.record_content_revision();
create trigger testimonials_record_revision after insert or update on public.testimonials
  for each row execute function private.record_content_revision();

-- Restore (docs/content-trust.md): a version's translations come back with its English, but each
-- language keeps its current address and publish flag, as the English slug and publication do.
create function private.restored_translations(current_translations jsonb, restored jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(
    l.locale,
    (coalesce(restored -> l.locale, '{}'::jsonb) - 'slug' - 'published')
      || jsonb_strip_nulls(jsonb_build_object(
        'slug', current_translations -> l.locale -> 'slug',
        'published', current_translations -> l.locale -> 'published'))
  ), '{}'::jsonb)
  from (
    select k as locale from jsonb_object_keys(coalesce(restored, '{}'::jsonb)) as k
    union
    select k from jsonb_object_keys(current_translations) as k
  ) as l
$$;

-- Writes a version's values back to its row. The post's or project's address (slug) and a post's
-- publication (is_published, published_at) stay as they are: a restore brings back what the
-- content says, not where or whether it is shown (translations: private.restored_translations).
-- Answers the row's new current version.
create function public.restore_revision(revision_id bigint)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  revision public.content_revisions;
  row_exists boolean;
  columns text;
  current_version integer;
  translations_set text := '';
begin
  if not private.can_edit_content() then
    raise exception 'Your role cannot restore content.' using errcode = '42501';
  end if;
  select * into revision from public.content_revisions r where r.id = restore_revision.revision_id;
  if not found then
    raise exception 'This version no longer exists.' using errcode = 'P0002';
  end if;
  if revision.table_name not in ('blogs', 'projects', 'services', 'testimonials') then
    raise exception 'Only versions of posts, projects, services and testimonials can be restored.'
      using errcode = '22023';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1)', revision.table_name)
    into row_exists using revision.row_id;
  if not row_exists then
    raise exception 'This version belongs to a deleted row: bring the row back first, then restore the version.'
      using errcode = 'P0002';
  end if;
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', revision.table_name)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and revision.row_data ? a.attname
      and a.attname <> all (array['slug', 'is_published', 'published_at', 'translations']);
  -- Versions from before translations existed hold none: the row's stay.
  if revision.row_data ? 'translations' then
    translations_set := ', translations = private.restored_translations(t.translations, $1 -> ''translations'')';
  end if;
  perform set_config('inzira.restoring_revision', revision.version::text, true);
  execute format(
    'update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1))%s where t.id = $2',
    revision.table_name, columns, columns, revision.table_name, translations_set
  ) using revision.row_data, revision.row_id;
  perform set_config('inzira.restoring_revision', '', true);
  select max(r.version) into current_version from public.content_revisions r
    where r.table_name = revision.table_name and r.row_id = revision.row_id;
  return current_version;
end;
$$;
revoke execute on function public.restore_revision(bigint) from public, anon;
grant execute on function public.restore_revision(bigint) to authenticated;

-- Deletes the versions past the retention period of rows nobody edits any more, keeping each
-- row's latest ten; a scheduled job (pg_cron on the hosted project, docs/content-trust.md) calls
-- it daily. Answers how many went.
create function private.purge_content_revisions()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.content_revisions r
    using (
      select l.table_name, l.row_id, max(l.version) as latest
      from public.content_revisions l group by l.table_name, l.row_id
    ) latest
    where latest.table_name = r.table_name and latest.row_id = r.row_id
      and r.version <= latest.latest - private.revisions_always_kept()
      and r.created_at < now() - make_interval(days => coalesce(
        (select s.revision_retention_days from public.team_settings s), 365
      ));
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke execute on function private.purge_content_revisions() from public;
