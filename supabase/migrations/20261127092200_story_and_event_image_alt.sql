-- Alt text for the other uploaded content images (docs/content-trust.md, "Alt text"): a customer
-- story's picture and an event's image, kept beside the image they describe as for posts and
-- projects.
alter table public.testimonials
  add column story_image_alt text constraint testimonials_story_image_alt_bounds check (length(story_image_alt) between 1 and 300);
alter table public.events
  add column image_alt text constraint events_image_alt_bounds check (length(image_alt) between 1 and 300);

-- The admin's events list reads the view: it must carry the new column (a view's `e.*` is fixed
-- when the view is made).
drop view public.events_with_counts;
create view public.events_with_counts
with (security_invoker = true)
as
  select e.*, (select count(*) from public.participants p where p.event_id = e.id)::integer as participant_count
  from public.events e;
revoke all on public.events_with_counts from anon, authenticated;
grant select on public.events_with_counts to authenticated;
