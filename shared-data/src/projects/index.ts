export { projectKeys } from './keys';
export {
  getProject,
  getProjectBySlug,
  getProjects,
  getProjectTeamIds,
  useProject,
  useProjectBySlug,
  useProjects,
  PROJECT_TEXT_FIELDS,
  PUBLIC_PROJECT_COLUMNS,
  type LocalizedProject,
  type Project,
  type PublicProject,
  type ProjectWithTeam,
} from './project-queries';
export {
  createProject,
  deleteProject,
  updateProject,
  useProjectActions,
  type ProjectInput,
} from './project-mutations';
export { projectSchema, toProjectInput, type ProjectFormValues } from './project.schema';
