-- Content that tells the truth (docs/content-trust.md).

-- Customer stories are testimonials told in full: one row per client, so the quote on the home
-- page and the story on /customer-stories are the same person's, edited in one place.
alter table public.testimonials
  add column is_story boolean not null default false,
  add column headline public.title_text,
  add column results text[] not null default '{}'
    constraint testimonials_results_bounds check (
      cardinality(results) <= 6 and private.text_items_bounded(results, 80)
    ),
  add column story_image public.url_text,
  add constraint testimonials_story_complete check (
    not is_story or (headline is not null and full_story is not null)
  );

-- The portfolio shows finished work: a project's completion date is a date that has passed (in
-- Kigali), whoever writes it. A trigger, because a check may not read the clock.
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

-- A course's instructor is one of the professionals, not a name typed a second time.
alter table public.courses
  drop column instructor_name,
  drop column instructor_title,
  add column instructor_id uuid references public.professionals (id) on delete set null;
create index courses_instructor_id_idx on public.courses (instructor_id);

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
