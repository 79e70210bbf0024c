-- Blog publishing: drafts, scheduled posts, slugs and SEO fields.
-- A post is visible to visitors when it is published and its publication time has come; a
-- scheduled post (published, time in the future) stays hidden by the policy until then.

alter table public.blogs
  add column slug text,
  add column published_at timestamptz,
  add column seo_title text
    constraint blogs_seo_title_bounds check (length(seo_title) <= 120),
  add column seo_description text
    constraint blogs_seo_description_bounds check (length(seo_description) <= 320);

-- Lower-case ASCII words joined by hyphens, the form every post URL takes.
create function private.slugify(title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(left(btrim(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), '-'), 80), ''),
    'post'
  )
$$;

-- Existing posts: published at their creation, slug from the title (numbered when taken).
update public.blogs set published_at = created_at where is_published;
with numbered as (
  select id, private.slugify(title) as base,
         row_number() over (partition by private.slugify(title) order by created_at, id) as n
  from public.blogs
)
update public.blogs b
set slug = case when numbered.n = 1 then numbered.base else numbered.base || '-' || numbered.n end
from numbered where numbered.id = b.id;

alter table public.blogs
  alter column slug set not null,
  -- Empty means "make one from the title" (the trigger below), so inserts may leave it out.
  alter column slug set default '',
  add constraint blogs_slug_key unique (slug),
  add constraint blogs_slug_format check (
    length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
  );

-- Fills what the form may leave out and keeps the rules the form also checks:
-- * no slug: one from the title, numbered when taken;
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
declare
  candidate text;
  n integer := 1;
begin
  if new.slug is null or btrim(new.slug) = '' then
    candidate := private.slugify(new.title);
    new.slug := candidate;
    while exists (select 1 from public.blogs where slug = new.slug and id <> new.id) loop
      n := n + 1;
      new.slug := candidate || '-' || n;
    end loop;
  end if;
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

-- Visitors see a post once its time has come.
drop policy "Anyone reads published posts, admins all" on public.blogs;
create policy "Anyone reads posts whose time has come, admins all" on public.blogs
  for select to anon, authenticated
  using ((is_published and published_at <= now()) or (select public.is_admin()));

drop index public.blogs_published_created_at_idx;
drop index public.blogs_category_created_at_idx;
create index blogs_published_at_idx on public.blogs (published_at desc) where is_published;
create index blogs_category_published_at_idx on public.blogs (category, published_at desc)
  where is_published;

-- Reactions only on posts visitors can see.
create or replace function public.react_to_blog(blog_id uuid, kind text)
returns table (upvotes integer, downvotes integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if kind is null or kind not in ('upvote', 'downvote') then
    raise exception 'Unknown reaction "%": use upvote or downvote.', kind using errcode = '22023';
  end if;
  return query
    update public.blogs as b
    set upvotes = b.upvotes + (kind = 'upvote')::integer,
        downvotes = b.downvotes + (kind = 'downvote')::integer
    where b.id = react_to_blog.blog_id and b.is_published and b.published_at <= now()
    returning b.upvotes, b.downvotes;
  if not found then
    raise exception 'Blog post not found' using errcode = 'P0002';
  end if;
end;
$$;
