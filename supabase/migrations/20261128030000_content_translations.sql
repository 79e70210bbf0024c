-- Content in Kinyarwanda and French beside English (docs/content-translations.md): every table of
-- visitor-facing text gains `translations` ({"rw": {<field>: text, ..., "published": bool}, "fr":
-- {...}}), checked by private.check_translations, and a stored `published_translations` that holds
-- only the published locales. Visitors (anon) are granted every column but `translations`, so an
-- unpublished translation never leaves the database; editors read and write `translations`.

-- Helpers -----------------------------------------------------------------------------------------
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

-- Columns, checks and visitors' grants per table ---------------------------------------------------
alter table public.blogs
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger blogs_check_translations before insert or update of translations on public.blogs
  for each row execute function private.check_translations(
    'title:200', 'excerpt:5000', 'content:100000', 'seo_title:120', 'seo_description:320', 'image_alt:300', 'slug:120'
  );
-- A translated slug is unique among that language's slugs of the table (a post's French address
-- is /fr/blog/<slug>).
create unique index blogs_rw_slug_key on public.blogs ((translations #>> '{rw,slug}'));
create unique index blogs_fr_slug_key on public.blogs ((translations #>> '{fr,slug}'));
revoke select on public.blogs from anon;
grant select (id, title, category, excerpt, content, image, author_name, author_role, author_image, upvotes,
  downvotes, is_published, created_at, updated_at, slug, published_at, seo_title, seo_description, image_alt,
  published_translations) on public.blogs to anon;

alter table public.services
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger services_check_translations before insert or update of translations on public.services
  for each row execute function private.check_translations('title:200', 'description:5000', 'features:200:20');
revoke select on public.services from anon;
grant select (id, title, description, features, icon, num_of_clients, satisfaction, created_at, updated_at,
  published_translations) on public.services to anon;

alter table public.projects
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger projects_check_translations before insert or update of translations on public.projects
  for each row execute function private.check_translations('title:200', 'description:5000', 'image_alt:300', 'slug:120');
create unique index projects_rw_slug_key on public.projects ((translations #>> '{rw,slug}'));
create unique index projects_fr_slug_key on public.projects ((translations #>> '{fr,slug}'));
revoke select on public.projects from anon;
grant select (id, title, description, image, video_link, client_name, completed_date, technologies_used,
  created_at, updated_at, slug, image_alt, published_translations) on public.projects to anon;

alter table public.testimonials
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger testimonials_check_translations before insert or update of translations on public.testimonials
  for each row execute function private.check_translations(
    'quote:5000', 'role:120', 'headline:200', 'full_story:5000', 'results:80:6', 'story_image_alt:300'
  );
revoke select on public.testimonials from anon;
grant select (id, company, quote, author, role, video_url, full_story, rating, author_image, created_at,
  updated_at, is_story, headline, results, story_image, story_image_alt, published_translations)
  on public.testimonials to anon;

alter table public.courses
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger courses_check_translations before insert or update of translations on public.courses
  for each row execute function private.check_translations('title:200', 'description:5000', 'duration:40', 'topics:80:30');
revoke select on public.courses from anon;
grant select (id, title, description, image, level, duration, students, modules, rating, price_cents, currency,
  topics, sort_order, is_active, created_at, updated_at, instructor_id, published_translations)
  on public.courses to anon;

alter table public.events
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger events_check_translations before insert or update of translations on public.events
  for each row execute function private.check_translations(
    'title:200', 'description:5000', 'prize:120', 'location:120', 'image_alt:300'
  );
revoke select on public.events from anon;
grant select (id, title, description, from_date, to_date, prize, location, image, is_published, created_at,
  updated_at, image_alt, published_translations) on public.events to anon;

-- The About page's team: a professional's job title and skills.
alter table public.professionals
  add column translations jsonb not null default '{}',
  add column published_translations jsonb generated always as (private.published_translations(translations)) stored;
create trigger professionals_check_translations before insert or update of translations on public.professionals
  for each row execute function private.check_translations('title:200', 'skills:80:30');
grant select (published_translations) on public.professionals to anon;

-- The admin's events list reads the view: it now carries the translations too (a view's `e.*` is
-- fixed when it is made, so it is made again).
drop view public.events_with_counts;
create view public.events_with_counts
with (security_invoker = true)
as
  select e.*, (select count(*) from public.participants p where p.event_id = e.id)::integer as participant_count
  from public.events e;
revoke all on public.events_with_counts from anon, authenticated;
grant select on public.events_with_counts to authenticated;

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
create or replace function public.restore_revision(revision_id bigint)
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
