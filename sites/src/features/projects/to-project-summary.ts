import type { Project } from '@inzira/shared-data/projects';
import type { ProjectSummary } from '@inzira/shared-ui/project-card';

export function toProjectSummary(row: Project): ProjectSummary {
  return {
    id: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    clientName: row.client_name,
    technologies: row.technologies_used,
  };
}

/** A project's own page. */
export const projectPath = (slug: string) => `/projects/${slug}`;
