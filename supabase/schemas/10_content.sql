-- Published content: services, professionals, testimonials, projects (+ team), events.
-- Every list the apps show has an index for its order; admin lists sort by created_at desc.
-- Everyone reads published content; editors and owners (private.can_edit_content(),
-- docs/team-and-roles.md) write it. Grants and row policies both have to agree before anything
-- is allowed (docs/product-decisions.md, decisions 6-8): Supabase grants every table to anon and authenticated by default, so each
-- table revokes that and grants exactly what each role needs. Every table keeps deleted rows
-- for Undo (private.keep_deleted_row) and stamps updated_at (private.set_updated_at).

-- Services ------------------------------------------------------------------------------------------
create table public.services (
  id uuid primary key default gen_random_uuid(),
  title public.title_text not null,
  description public.long_text not null,
  features text[] not null
    constraint services_features_bounds check (
      cardinality(features) between 1 and 20 and private.text_items_bounded(features, 200)
    ),
  -- Slug of an icon the UI knows (e.g. 'camera'); unknown slugs fall back to a default icon.
  icon text constraint services_icon_slug check (icon ~ '^[a-z0-9-]{1,40}$'),
  num_of_clients integer not null default 0 constraint services_num_of_clients_min check (num_of_clients >= 0),
  satisfaction numeric(2, 1) not null default 0
    constraint services_satisfaction_range check (satisfaction between 0 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index services_created_at_idx on public.services (created_at desc);
create index services_title_trgm_idx on public.services using gin (title extensions.gin_trgm_ops);
create trigger services_set_updated_at before update on public.services
  for each row execute function private.set_updated_at();
create trigger services_keep_deleted before delete on public.services
  for each row execute function private.keep_deleted_row();
create trigger services_check_translations before insert or update of translations on public.services
  for each row execute function private.check_translations('title:200', 'description:5000', 'features:200:20');
alter table public.services enable row level security;
revoke all on public.services from anon, authenticated;
grant select on public.services to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, title, description, features, icon, num_of_clients, satisfaction, created_at, updated_at,
  published_translations) on public.services to anon;
grant insert, update, delete on public.services to authenticated;
create policy "Anyone reads services" on public.services for select to anon, authenticated using (true);
create policy "Admins insert services" on public.services for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update services" on public.services for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete services" on public.services for delete to authenticated using ((select private.can_edit_content()));

-- Professionals -------------------------------------------------------------------------------------
create table public.professionals (
  id uuid primary key default gen_random_uuid(),
  full_name public.name_text not null,
  title public.title_text not null,
  profile_pic public.url_text,
  skills text[] not null default '{}'
    constraint professionals_skills_bounds check (
      cardinality(skills) <= 30 and private.text_items_bounded(skills, 80)
    ),
  email public.email_address not null,
  phone_number public.phone_text,
  num_task_completed integer not null default 0
    constraint professionals_num_task_completed_min check (num_task_completed >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index professionals_created_at_idx on public.professionals (created_at desc);
-- The public strip shows the 10 most active professionals.
create index professionals_num_task_completed_idx on public.professionals (num_task_completed desc);
create index professionals_full_name_trgm_idx on public.professionals using gin (full_name extensions.gin_trgm_ops);
create index professionals_title_trgm_idx on public.professionals using gin (title extensions.gin_trgm_ops);
create index professionals_email_trgm_idx on public.professionals using gin (email extensions.gin_trgm_ops);
create trigger professionals_set_updated_at before update on public.professionals
  for each row execute function private.set_updated_at();
create trigger professionals_keep_deleted before delete on public.professionals
  for each row execute function private.keep_deleted_row();
-- The About page's team: a professional's job title and skills.
create trigger professionals_check_translations before insert or update of translations on public.professionals
  for each row execute function private.check_translations('title:200', 'skills:80:30');
alter table public.professionals enable row level security;
revoke all on public.professionals from anon, authenticated;
-- Professionals: visitors must never read e-mail or phone. Column privileges enforce that for anon
-- (RLS filters rows, not columns), and a signed-in non-admin sees no rows at all, so only admins
-- read the contact columns. Public queries must therefore select explicit columns.
grant select (id, full_name, title, profile_pic, skills, num_task_completed, created_at, published_translations)
  on public.professionals to anon;
grant select on public.professionals to authenticated;
grant insert, update, delete on public.professionals to authenticated;
create policy "Visitors read public professional columns" on public.professionals for select to anon using (true);
create policy "Admins read professionals" on public.professionals for select to authenticated using ((select private.can_edit_content()));
create policy "Admins insert professionals" on public.professionals for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update professionals" on public.professionals for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete professionals" on public.professionals for delete to authenticated using ((select private.can_edit_content()));

-- Testimonials --------------------------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  company public.name_text not null,
  quote public.long_text not null,
  author public.name_text not null,
  role public.name_text not null,
  video_url public.url_text,
  full_story public.long_text,
  rating smallint constraint testimonials_rating_range check (rating between 1 and 5),
  author_image public.url_text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A customer story is a testimonial told in full (docs/content-trust.md).
  is_story boolean not null default false,
  headline public.title_text,
  results text[] not null default '{}'
    constraint testimonials_results_bounds check (
      cardinality(results) <= 6 and private.text_items_bounded(results, 80)
    ),
  story_image public.url_text,
  story_image_alt text constraint testimonials_story_image_alt_bounds check (length(story_image_alt) between 1 and 300),
  constraint testimonials_story_complete check (
    not is_story or (headline is not null and full_story is not null)
  ),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index testimonials_created_at_idx on public.testimonials (created_at desc);
create index testimonials_author_trgm_idx on public.testimonials using gin (author extensions.gin_trgm_ops);
create index testimonials_company_trgm_idx on public.testimonials using gin (company extensions.gin_trgm_ops);
create trigger testimonials_set_updated_at before update on public.testimonials
  for each row execute function private.set_updated_at();
create trigger testimonials_keep_deleted before delete on public.testimonials
  for each row execute function private.keep_deleted_row();
create trigger testimonials_check_translations before insert or update of translations on public.testimonials
  for each row execute function private.check_translations(
    'quote:5000', 'role:120', 'headline:200', 'full_story:5000', 'results:80:6', 'story_image_alt:300'
  );
alter table public.testimonials enable row level security;
revoke all on public.testimonials from anon, authenticated;
grant select on public.testimonials to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, company, quote, author, role, video_url, full_story, rating, author_image, created_at,
  updated_at, is_story, headline, results, story_image, story_image_alt, published_translations)
  on public.testimonials to anon;
grant insert, update, delete on public.testimonials to authenticated;
create policy "Anyone reads testimonials" on public.testimonials for select to anon, authenticated using (true);
create policy "Admins insert testimonials" on public.testimonials for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update testimonials" on public.testimonials for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete testimonials" on public.testimonials for delete to authenticated using ((select private.can_edit_content()));

-- Projects ------------------------------------------------------------------------------------------
-- Every project has its own page at /projects/<slug>: a unique, URL-safe slug made from the
-- title (numbered when taken) by private.fill_slug. The slug stays when the title changes, so
-- shared links keep working; an administrator may set one explicitly.
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  title public.title_text not null,
  description public.long_text not null,
  image public.url_text,
  video_link public.url_text,
  client_name public.name_text not null,
  completed_date date not null,
  technologies_used text[] not null default '{}'
    constraint projects_technologies_used_bounds check (
      cardinality(technologies_used) <= 30 and private.text_items_bounded(technologies_used, 80)
    ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Empty means "make one from the title" (private.fill_slug), so inserts may leave it out.
  slug text not null default '' constraint projects_slug_key unique,
  -- What a screen reader says for the image (docs/content-trust.md, "Alt text").
  image_alt text constraint projects_image_alt_bounds check (length(image_alt) between 1 and 300),
  constraint projects_slug_format check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index projects_created_at_idx on public.projects (created_at desc);
create index projects_completed_date_idx on public.projects (completed_date desc);
create index projects_title_trgm_idx on public.projects using gin (title extensions.gin_trgm_ops);
create index projects_client_name_trgm_idx on public.projects using gin (client_name extensions.gin_trgm_ops);
create trigger projects_set_updated_at before update on public.projects
  for each row execute function private.set_updated_at();
create trigger projects_keep_deleted before delete on public.projects
  for each row execute function private.keep_deleted_row();
create trigger projects_check_translations before insert or update of translations on public.projects
  for each row execute function private.check_translations('title:200', 'description:5000', 'image_alt:300', 'slug:120');
-- A translated slug is unique among that language's slugs of the table.
create unique index projects_rw_slug_key on public.projects ((translations #>> '{rw,slug}'));
create unique index projects_fr_slug_key on public.projects ((translations #>> '{fr,slug}'));
create trigger projects_fill_slug before insert or update on public.projects
  for each row execute function private.fill_slug('title');
-- The portfolio shows finished work: a completion date has passed, in Kigali (a trigger, because
-- a check may not read the clock).
create function private.refuse_future_completion() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.completed_date > (now() at time zone 'Africa/Kigali')::date then
    raise exception 'A completed project cannot be dated in the future (%).', new.completed_date
      using errcode = '23514', hint = 'completed_date_in_future';
  end if;
  return new;
end
$$;
create trigger projects_completed_in_the_past before insert or update of completed_date on public.projects
  for each row execute function private.refuse_future_completion();
alter table public.projects enable row level security;
revoke all on public.projects from anon, authenticated;
grant select on public.projects to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, title, description, image, video_link, client_name, completed_date, technologies_used,
  created_at, updated_at, slug, image_alt, published_translations) on public.projects to anon;
grant insert, update, delete on public.projects to authenticated;
create policy "Anyone reads projects" on public.projects for select to anon, authenticated using (true);
create policy "Admins insert projects" on public.projects for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update projects" on public.projects for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete projects" on public.projects for delete to authenticated using ((select private.can_edit_content()));

-- The project's team (a list of professional ids in the first design), as a real relation.
create table public.project_members (
  project_id uuid not null references public.projects (id) on delete cascade,
  professional_id uuid not null references public.professionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (project_id, professional_id)
);
create index project_members_professional_id_idx on public.project_members (professional_id);
create trigger project_members_keep_deleted before delete on public.project_members
  for each row execute function private.keep_deleted_row();
alter table public.project_members enable row level security;
revoke all on public.project_members from anon, authenticated;
grant select on public.project_members to anon, authenticated;
grant insert, update, delete on public.project_members to authenticated;
create policy "Anyone reads project teams" on public.project_members for select to anon, authenticated using (true);
create policy "Admins insert project members" on public.project_members for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update project members" on public.project_members for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete project members" on public.project_members for delete to authenticated using ((select private.can_edit_content()));

-- Saving a project and its team is one transaction (PostgREST runs each RPC in one): a team
-- that cannot be written (say a picked professional was deleted meanwhile) leaves no new project
-- behind and never loses the old team. Security invoker: the projects and project_members
-- policies decide, so only administrators succeed. It returns the project's id.
--   save_project(project, team)              adds a project with that team
--   save_project(project, team, project_id)  changes the given fields; a null team keeps it
create function public.save_project(project jsonb, team uuid[] default null, project_id uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved public.projects;
begin
  if save_project.project_id is null then
    insert into public.projects
      (title, description, image, video_link, client_name, completed_date, technologies_used, image_alt)
    select r.title, r.description, r.image, r.video_link, r.client_name, r.completed_date,
      coalesce(r.technologies_used, '{}'), r.image_alt
    from jsonb_populate_record(null::public.projects, save_project.project) as r
    returning * into saved;
  else
    update public.projects as p
    set (title, description, image, video_link, client_name, completed_date, technologies_used, image_alt) = (
      select r.title, r.description, r.image, r.video_link, r.client_name, r.completed_date,
        r.technologies_used, r.image_alt
      from jsonb_populate_record(p, save_project.project) as r
    )
    where p.id = save_project.project_id
    returning * into saved;
    if saved.id is null then
      raise exception 'Project not found' using errcode = 'P0002';
    end if;
  end if;

  if save_project.team is not null then
    delete from public.project_members as m
    where m.project_id = saved.id and m.professional_id <> all (save_project.team);
    insert into public.project_members (project_id, professional_id)
    select saved.id, member from unnest(save_project.team) as member
    on conflict do nothing;
  end if;
  return saved.id;
end;
$$;

revoke execute on function public.save_project(jsonb, uuid[], uuid) from public, anon;
grant execute on function public.save_project(jsonb, uuid[], uuid) to authenticated, service_role;

-- Events --------------------------------------------------------------------------------------------
create table public.events (
  id uuid primary key default gen_random_uuid(),
  title public.title_text not null,
  description public.long_text not null,
  from_date timestamptz not null,
  to_date timestamptz not null,
  prize public.name_text not null,
  location public.name_text,
  image public.url_text,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  image_alt text constraint events_image_alt_bounds check (length(image_alt) between 1 and 300),
  constraint events_dates_order check (to_date >= from_date),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index events_created_at_idx on public.events (created_at desc);
-- The competitions page lists upcoming published events by start date.
create index events_published_from_date_idx on public.events (from_date) where is_published;
create index events_title_trgm_idx on public.events using gin (title extensions.gin_trgm_ops);
create trigger events_set_updated_at before update on public.events
  for each row execute function private.set_updated_at();
create trigger events_keep_deleted before delete on public.events
  for each row execute function private.keep_deleted_row();
create trigger events_check_translations before insert or update of translations on public.events
  for each row execute function private.check_translations(
    'title:200', 'description:5000', 'prize:120', 'location:120', 'image_alt:300'
  );
alter table public.events enable row level security;
revoke all on public.events from anon, authenticated;
grant select on public.events to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, title, description, from_date, to_date, prize, location, image, is_published, created_at,
  updated_at, image_alt, published_translations) on public.events to anon;
grant insert, update, delete on public.events to authenticated;
create policy "Anyone reads published events, admins all" on public.events for select to anon, authenticated
  using (is_published or (select public.is_admin()));
create policy "Admins insert events" on public.events for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update events" on public.events for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete events" on public.events for delete to authenticated using ((select private.can_edit_content()));
