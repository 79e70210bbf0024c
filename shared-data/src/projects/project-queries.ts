import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import type { PublicProfessional } from '../professionals';
import { projectKeys } from './keys';
import { useQuery } from '../swr';

export type Project = Tables<'projects'>;
export type ProjectWithTeam = Project & { team: PublicProfessional[] };

// Only the professionals' public columns: visitors are not granted e-mail or phone.
const PROJECT_WITH_TEAM =
  '*, project_members(professional:professionals(id, full_name, title, profile_pic, skills, num_task_completed, created_at))';

/** Every project, newest first. */
export async function getProjects(client: DataClient): Promise<Project[]> {
  return unwrap(
    await client.from('projects').select('*').order('created_at', { ascending: false }),
  );
}

/** One project with its team; null when it does not exist. */
export async function getProject(client: DataClient, id: string): Promise<ProjectWithTeam | null> {
  const row = unwrap(
    await client.from('projects').select(PROJECT_WITH_TEAM).eq('id', id).maybeSingle(),
  );
  if (!row) return null;
  const { project_members: members, ...project } = row;
  const team = members.flatMap((member) => (member.professional ? [member.professional] : []));
  team.sort((a, b) => a.full_name.localeCompare(b.full_name));
  return { ...project, team };
}

/** One project with its team by its page's slug (/projects/<slug>); null when there is none. */
export async function getProjectBySlug(
  client: DataClient,
  slug: string,
): Promise<ProjectWithTeam | null> {
  const row = unwrap(
    await client.from('projects').select(PROJECT_WITH_TEAM).eq('slug', slug).maybeSingle(),
  );
  if (!row) return null;
  const { project_members: members, ...project } = row;
  const team = members.flatMap((member) => (member.professional ? [member.professional] : []));
  team.sort((a, b) => a.full_name.localeCompare(b.full_name));
  return { ...project, team };
}

/** Ids of a project's team, for the admin edit form. */
export async function getProjectTeamIds(client: DataClient, id: string): Promise<string[]> {
  const rows = unwrap(
    await client.from('project_members').select('professional_id').eq('project_id', id),
  );
  return rows.map((row) => row.professional_id);
}

export function useProjects() {
  const client = useSupabase();
  return useQuery(projectKeys.list(), () => getProjects(client));
}

export function useProjectBySlug(slug: string | undefined) {
  const client = useSupabase();
  return useQuery(slug ? projectKeys.page(slug) : null, ([, , projectSlug]) =>
    getProjectBySlug(client, projectSlug),
  );
}

export function useProject(id: string | undefined) {
  const client = useSupabase();
  return useQuery(id ? projectKeys.detail(id) : null, ([, , projectId]) =>
    getProject(client, projectId),
  );
}
