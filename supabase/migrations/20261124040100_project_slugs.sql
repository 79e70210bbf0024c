-- Every project has its own page at /projects/<slug>: a unique, URL-safe slug made from the
-- title (numbered when taken). The slug stays when the title changes, so shared links keep
-- working; an administrator may set one explicitly.

alter table public.projects add column slug text;

with numbered as (
  select id, private.slugify(title) as base,
         row_number() over (partition by private.slugify(title) order by created_at, id) as n
  from public.projects
)
update public.projects p
set slug = case when numbered.n = 1 then numbered.base else numbered.base || '-' || numbered.n end
from numbered where numbered.id = p.id;

alter table public.projects
  alter column slug set not null,
  -- Empty means "make one from the title" (the trigger below), so inserts may leave it out.
  alter column slug set default '',
  add constraint projects_slug_key unique (slug),
  add constraint projects_slug_format check (
    length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
  );

create function private.projects_fill_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate text;
  n integer := 1;
begin
  if new.slug is null or btrim(new.slug) = '' then
    candidate := private.slugify(new.title);
    new.slug := candidate;
    while exists (select 1 from public.projects where slug = new.slug and id <> new.id) loop
      n := n + 1;
      new.slug := candidate || '-' || n;
    end loop;
  end if;
  return new;
end;
$$;

create trigger projects_fill_slug before insert or update on public.projects
  for each row execute function private.projects_fill_slug();
