import type { DataClient } from '../client';
import type { TablesInsert, TablesUpdate } from '../database.types';
import { unwrap } from '../errors';
import { useRevalidatingMutation } from '../swr';
import type { Project } from './project-queries';

export interface ProjectInput {
  project: TablesInsert<'projects'>;
  /** Professional ids of the team. */
  team: readonly string[];
}

async function replaceTeam(
  client: DataClient,
  projectId: string,
  team: readonly string[],
): Promise<void> {
  const keep = [...new Set(team)];
  let removal = client.from('project_members').delete().eq('project_id', projectId);
  // PostgREST's `in` list: uuids need no quoting.
  if (keep.length > 0) removal = removal.not('professional_id', 'in', `(${keep.join(',')})`);
  unwrap(await removal);
  if (keep.length === 0) return;
  unwrap(
    await client.from('project_members').upsert(
      keep.map((professional_id) => ({ project_id: projectId, professional_id })),
      { onConflict: 'project_id,professional_id', ignoreDuplicates: true },
    ),
  );
}

export async function createProject(client: DataClient, input: ProjectInput): Promise<Project> {
  const project = unwrap(await client.from('projects').insert(input.project).select('*').single());
  await replaceTeam(client, project.id, input.team);
  return project;
}

export async function updateProject(
  client: DataClient,
  id: string,
  input: { project: TablesUpdate<'projects'>; team?: readonly string[] },
): Promise<Project> {
  const project = unwrap(
    await client.from('projects').update(input.project).eq('id', id).select('*').single(),
  );
  if (input.team) await replaceTeam(client, id, input.team);
  return project;
}

export async function deleteProject(client: DataClient, id: string): Promise<void> {
  unwrap(await client.from('projects').delete().eq('id', id));
}

export function useProjectActions() {
  const areas = ['projects', 'dashboard'] as const;
  return {
    create: useRevalidatingMutation(createProject, areas),
    update: useRevalidatingMutation(updateProject, areas),
    remove: useRevalidatingMutation(deleteProject, areas),
  };
}
