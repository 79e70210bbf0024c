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

/**
 * The project and its team are saved by one database function, in one transaction: a team that
 * cannot be written leaves no half-saved project (see the save_project migration).
 */
async function saveProject(
  client: DataClient,
  project: TablesInsert<'projects'> | TablesUpdate<'projects'>,
  team: readonly string[] | undefined,
  id?: string,
): Promise<Project> {
  const savedId = unwrap(
    await client.rpc('save_project', {
      project,
      // Repeated ids are harmless: the function adds each member once.
      team: team ? [...team] : undefined,
      project_id: id,
    }),
  );
  return unwrap(await client.from('projects').select('*').eq('id', savedId).single());
}

export async function createProject(client: DataClient, input: ProjectInput): Promise<Project> {
  return saveProject(client, input.project, input.team);
}

export async function updateProject(
  client: DataClient,
  id: string,
  input: { project: TablesUpdate<'projects'>; team?: readonly string[] },
): Promise<Project> {
  return saveProject(client, input.project, input.team, id);
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
