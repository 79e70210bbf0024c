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
  constraint blogs_slug_format check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
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
alter table public.blogs enable row level security;
revoke all on public.blogs from anon, authenticated;
grant select on public.blogs to anon, authenticated;
grant insert, update, delete on public.blogs to authenticated;
-- Visitors see a post once its time has come.
create policy "Anyone reads posts whose time has come, admins all" on public.blogs
  for select to anon, authenticated
  using ((is_published and published_at <= now()) or (select public.is_admin()));
create policy "Admins insert posts" on public.blogs for insert to authenticated with check ((select private.can_edit_content()));
create policy "Admins update posts" on public.blogs for update to authenticated using ((select private.can_edit_content())) with check ((select private.can_edit_content()));
create policy "Admins delete posts" on public.blogs for delete to authenticated using ((select private.can_edit_content()));
