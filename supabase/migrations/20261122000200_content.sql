-- Published content: services, professionals, testimonials, blogs, projects (+ team), events.
-- Every list the apps show has an index for its order; admin lists sort by created_at desc.

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
  updated_at timestamptz not null default now()
);
create index services_created_at_idx on public.services (created_at desc);
create index services_title_trgm_idx on public.services using gin (title extensions.gin_trgm_ops);

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
  updated_at timestamptz not null default now()
);
create index professionals_created_at_idx on public.professionals (created_at desc);
-- The public strip shows the 10 most active professionals.
create index professionals_num_task_completed_idx on public.professionals (num_task_completed desc);
create index professionals_full_name_trgm_idx on public.professionals using gin (full_name extensions.gin_trgm_ops);
create index professionals_title_trgm_idx on public.professionals using gin (title extensions.gin_trgm_ops);
create index professionals_email_trgm_idx on public.professionals using gin (email extensions.gin_trgm_ops);

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
  updated_at timestamptz not null default now()
);
create index testimonials_created_at_idx on public.testimonials (created_at desc);
create index testimonials_author_trgm_idx on public.testimonials using gin (author extensions.gin_trgm_ops);
create index testimonials_company_trgm_idx on public.testimonials using gin (company extensions.gin_trgm_ops);

create table public.blogs (
  id uuid primary key default gen_random_uuid(),
  title public.title_text not null,
  category public.blog_category not null,
  excerpt public.long_text not null,
  content text not null
    constraint blogs_content_bounds check (length(content) <= 100000 and btrim(content) <> ''),
  image public.url_text,
  author_name public.name_text not null,
  author_role public.name_text not null,
  author_image public.url_text,
  -- Changed by visitors only through public.react_to_blog (atomic +1).
  upvotes integer not null default 0 constraint blogs_upvotes_min check (upvotes >= 0),
  downvotes integer not null default 0 constraint blogs_downvotes_min check (downvotes >= 0),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blogs_created_at_idx on public.blogs (created_at desc);
-- The public list: published posts, newest first, optionally by category.
create index blogs_published_created_at_idx on public.blogs (created_at desc) where is_published;
create index blogs_category_created_at_idx on public.blogs (category, created_at desc) where is_published;
create index blogs_title_trgm_idx on public.blogs using gin (title extensions.gin_trgm_ops);

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
  updated_at timestamptz not null default now()
);
create index projects_created_at_idx on public.projects (created_at desc);
create index projects_completed_date_idx on public.projects (completed_date desc);
create index projects_title_trgm_idx on public.projects using gin (title extensions.gin_trgm_ops);
create index projects_client_name_trgm_idx on public.projects using gin (client_name extensions.gin_trgm_ops);

-- The project's team (a list of professional ids in the first design), as a real relation.
create table public.project_members (
  project_id uuid not null references public.projects (id) on delete cascade,
  professional_id uuid not null references public.professionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (project_id, professional_id)
);
create index project_members_professional_id_idx on public.project_members (professional_id);

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
  constraint events_dates_order check (to_date >= from_date)
);
create index events_created_at_idx on public.events (created_at desc);
-- The competitions page lists upcoming published events by start date.
create index events_published_from_date_idx on public.events (from_date) where is_published;
create index events_title_trgm_idx on public.events using gin (title extensions.gin_trgm_ops);

create trigger services_set_updated_at before update on public.services
  for each row execute function private.set_updated_at();
create trigger professionals_set_updated_at before update on public.professionals
  for each row execute function private.set_updated_at();
create trigger testimonials_set_updated_at before update on public.testimonials
  for each row execute function private.set_updated_at();
create trigger blogs_set_updated_at before update on public.blogs
  for each row execute function private.set_updated_at();
create trigger projects_set_updated_at before update on public.projects
  for each row execute function private.set_updated_at();
create trigger events_set_updated_at before update on public.events
  for each row execute function private.set_updated_at();

alter table public.services enable row level security;
alter table public.professionals enable row level security;
alter table public.testimonials enable row level security;
alter table public.blogs enable row level security;
alter table public.projects enable row level security;
alter table public.project_members enable row level security;
alter table public.events enable row level security;
