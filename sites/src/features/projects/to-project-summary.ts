import type { LocalizedProject } from '@inzira/shared-data/projects';
import type { ProjectSummary } from '@inzira/shared-ui/project-card';
import { inEnglishOn } from '../../common/translation-note';
import { siteLocale } from '../../i18n/site-locale';

/** A project's card; its id is its slug in the page's language (its page's address). */
export function toProjectSummary(row: LocalizedProject): ProjectSummary {
  return {
    id: row.slugs[siteLocale()],
    title: row.title,
    description: row.description,
    image: row.image,
    clientName: row.client_name,
    technologies: row.technologies_used,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}

/** A project's own page. */
export const projectPath = (slug: string) => `/projects/${slug}`;
