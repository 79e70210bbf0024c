-- The blog: posts with drafts, scheduled publication, slugs and SEO fields
-- (docs/media-and-writing.md). A post is visible to visitors when it is published and its
-- publication time has come; a scheduled post (published, time in the future) stays hidden by
-- the policy until then. Visitors vote through public.cast_blog_vote (see 40_public_writes.sql).
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
  updated_at timestamptz not null default now(),
  -- Empty means "make one from the title" (private.fill_slug), so inserts may leave it out.
  slug text not null default '' constraint blogs_slug_key unique,
  published_at timestamptz,
  seo_title text constraint blogs_seo_title_bounds check (length(seo_title) <= 120),
  seo_description text constraint blogs_seo_description_bounds check (length(seo_description) <= 320),
  -- What a screen reader says for the image (docs/content-trust.md, "Alt text").
  image_alt text constraint blogs_image_alt_bounds check (length(image_alt) between 1 and 300),
  constraint blogs_slug_format check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Kinyarwanda and French beside the English columns (docs/content-translations.md).
  translations jsonb not null default '{}',
  published_translations jsonb generated always as (private.published_translations(translations)) stored
);
create index blogs_created_at_idx on public.blogs (created_at desc);
create index blogs_title_trgm_idx on public.blogs using gin (title extensions.gin_trgm_ops);
-- The public list: published posts, newest first, optionally by category.
create index blogs_published_at_idx on public.blogs (published_at desc) where is_published;
create index blogs_category_published_at_idx on public.blogs (category, published_at desc)
  where is_published;

-- Fills what the form may leave out and keeps the rules the form also checks (the slug is
-- private.fill_slug's):
-- * published without a time: now (on insert, the post's creation time when that is earlier,
--   so imported posts keep their date);
-- * a time set or changed by an administrator must not be in the past (a minute of clock skew
--   allowed); the service role and the seed may set any time.
create function private.blogs_before_write()
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

create trigger blogs_before_write before insert or update on public.blogs
  for each row execute function private.blogs_before_write();
create trigger blogs_fill_slug before insert or update on public.blogs
  for each row execute function private.fill_slug('title');
create trigger blogs_set_updated_at before update on public.blogs
  for each row execute function private.set_updated_at();
create trigger blogs_keep_deleted before delete on public.blogs
  for each row execute function private.keep_deleted_row();
create trigger blogs_check_translations before insert or update of translations on public.blogs
  for each row execute function private.check_translations(
    'title:200', 'excerpt:5000', 'content:100000', 'seo_title:120', 'seo_description:320', 'image_alt:300', 'slug:120'
  );
-- A translated slug is unique among that language's slugs of the table (a post's French address
-- is /fr/blog/<slug>).
create unique index blogs_rw_slug_key on public.blogs ((translations #>> '{rw,slug}'));
create unique index blogs_fr_slug_key on public.blogs ((translations #>> '{fr,slug}'));
alter table public.blogs enable row level security;
revoke all on public.blogs from anon, authenticated;
grant select on public.blogs to authenticated;
-- Visitors read every column but the unpublished translations (docs/content-translations.md).
grant select (id, title, category, excerpt, content, image, author_name, author_role, author_image, upvotes,
  downvotes, is_published, created_at, updated_at, slug, published_at, seo_title, seo_description, image_alt,
  published_translations) on public.blogs to anon;
grant insert, update, delete on public.blogs to authenticated;
-- Visitors see a post once its time has come.
create policy "Anyone reads posts whose time has come, admins all" on public.blogs
  for select to anon, authenticated
  using ((is_published and published_at <= now()) or (select public.is_admin()));
create policy "Admins insert posts" on public.blogs for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update posts" on public.blogs for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete posts" on public.blogs for delete to authenticated using ((select private.can_edit_content()));

-- Links that survive a new title: when a published post's or a project's slug changes, the old
-- slug is kept and answered with a permanent redirect to the current one (the host's redirect
-- file at build, the app for changes since). A slug taken again by any row is live, not moved.
create table public.slug_history (
  kind text not null constraint slug_history_kind check (kind in ('post', 'project')),
  old_slug text not null,
  row_id uuid not null,
  changed_at timestamptz not null default now(),
  primary key (kind, old_slug)
);
create index slug_history_row_idx on public.slug_history (kind, row_id);
alter table public.slug_history enable row level security;
revoke all on public.slug_history from anon, authenticated;
-- Only addresses that were public are kept, so reading them reveals nothing new.
grant select on public.slug_history to anon, authenticated;
create policy "Anyone reads old addresses" on public.slug_history for select to anon, authenticated
  using (true);

create function private.keep_old_slug() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  slug_kind text := case tg_table_name when 'blogs' then 'post' else 'project' end;
  was_public boolean := tg_op = 'UPDATE';
begin
  delete from public.slug_history h where h.kind = slug_kind and h.old_slug = new.slug;
  if tg_op = 'UPDATE' and tg_table_name = 'blogs' then
    -- A draft's or a scheduled post's address was never shared.
    was_public := old.is_published and old.published_at <= now();
  end if;
  if was_public and old.slug <> new.slug then
    insert into public.slug_history (kind, old_slug, row_id)
    values (slug_kind, old.slug, new.id)
    on conflict (kind, old_slug) do update set row_id = excluded.row_id, changed_at = now();
  end if;
  return null;
end
$$;
create trigger blogs_keep_old_slug after insert or update on public.blogs
  for each row execute function private.keep_old_slug();
create trigger projects_keep_old_slug after insert or update on public.projects
  for each row execute function private.keep_old_slug();

-- Every old address with the current one, as the caller may see the rows: a visitor gets only
-- published posts' (the posts' own policy applies, the function runs as the caller).
create function public.slug_redirects()
returns table (kind text, old_slug text, slug text)
language sql stable security invoker set search_path = '' as $$
  select h.kind, h.old_slug, b.slug
    from public.slug_history h join public.blogs b on b.id = h.row_id
    where h.kind = 'post'
  union all
  select h.kind, h.old_slug, p.slug
    from public.slug_history h join public.projects p on p.id = h.row_id
    where h.kind = 'project'
$$;
grant execute on function public.slug_redirects() to anon, authenticated;
