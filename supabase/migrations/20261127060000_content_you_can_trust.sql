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
