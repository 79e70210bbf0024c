-- Alt text for content images (docs/content-trust.md, "Alt text"): a post's and a project's image
-- carry the words a screen reader says in its place. Kept on the content row, next to the image it
-- describes: the same uploaded file may mean different things on two pages. The admin requires it
-- whenever an image is set; rows from before keep working (the site then treats the image as
-- decorative) until an editor describes them.
alter table public.blogs
  add column image_alt text constraint blogs_image_alt_bounds check (length(image_alt) between 1 and 300);
alter table public.projects
  add column image_alt text constraint projects_image_alt_bounds check (length(image_alt) between 1 and 300);

create or replace function public.save_project(project jsonb, team uuid[] default null, project_id uuid default null)
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
