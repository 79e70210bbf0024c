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
      (title, description, image, video_link, client_name, completed_date, technologies_used)
    select r.title, r.description, r.image, r.video_link, r.client_name, r.completed_date,
      coalesce(r.technologies_used, '{}')
    from jsonb_populate_record(null::public.projects, save_project.project) as r
    returning * into saved;
  else
    update public.projects as p
    set (title, description, image, video_link, client_name, completed_date, technologies_used) = (
      select r.title, r.description, r.image, r.video_link, r.client_name, r.completed_date,
        r.technologies_used
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
