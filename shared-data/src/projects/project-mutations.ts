import type { DataClient } from '../client';
import { tableEdits } from '../client/table-writes';
import type { TablesInsert, TablesUpdate } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { useCrudActions } from '../swr';
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

// Create and update go through save_project above; only delete is the plain one.
export const [, deleteProject] = tableEdits<'projects'>((client) => client.from('projects'));

export function useProjectActions() {
  return useCrudActions([createProject, updateProject, deleteProject], ['projects', 'dashboard']);
}
