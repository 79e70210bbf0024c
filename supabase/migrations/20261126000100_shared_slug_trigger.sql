-- One slug trigger for every table with a slug (docs/database-schema.md). Blogs and projects
-- each had their own copy of "make an empty slug from the title, numbered when taken";
-- private.fill_slug does it for any table, told which column the slug comes from. Behaviour is
-- unchanged: a slug that is set stays, an empty one becomes "title", "title-2", ...
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

drop trigger projects_fill_slug on public.projects;
create trigger projects_fill_slug before insert or update on public.projects
  for each row execute function private.fill_slug('title');
drop function private.projects_fill_slug();

-- The post's own rules stay in blogs_before_write; its slug now comes from the shared trigger.
create trigger blogs_fill_slug before insert or update on public.blogs
  for each row execute function private.fill_slug('title');

-- Fills what the form may leave out and keeps the rules the form also checks (the slug is
-- private.fill_slug's):
-- * published without a time: now (on insert, the post's creation time when that is earlier,
--   so imported posts keep their date);
-- * a time set or changed by an administrator must not be in the past (a minute of clock skew
--   allowed); the service role and the seed may set any time.
create or replace function private.blogs_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_published and new.published_at is null then
    new.published_at := case when tg_op = 'INSERT' then least(coalesce(new.created_at, now()), now())
                             else now() end;
  end if;
  if not new.is_published then
    new.published_at := null;
  end if;
  if coalesce(auth.role(), '') = 'authenticated'
     and new.published_at is not null
     and (tg_op = 'INSERT' or new.published_at is distinct from old.published_at)
     and new.published_at < now() - interval '1 minute' then
    raise exception 'The publication time is in the past: choose a future time, or publish now.'
      using errcode = '22023';
  end if;
  return new;
end;
$$;
