import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The apps' own default form ids (`sites/src/config/env.ts`). */
const appDefaults = ['booking', 'partner', 'enrollment', 'competition'];

/** `VITE_FORMSPREE_<NAME>_FORM_ID=<id>` lines of the site's env files. */
function siteFormIds(repoRoot: string): string[] {
  const ids: string[] = [];
  for (const file of ['.env', '.env.local']) {
    const path = join(repoRoot, 'sites', file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const eq = line.indexOf('=');
      const key = line.slice(0, eq).trim();
      const value = line.slice(eq + 1).trim();
      if (eq > 0 && key.startsWith('VITE_FORMSPREE_') && key.endsWith('_FORM_ID') && value)
        ids.push(value);
    }
  }
  return ids;
}

/** `LOCAL_FORMSPREE_FORMS=booking,partner`: a comma-separated list; undefined when unset. */
export function formsFromEnv(value = process.env.LOCAL_FORMSPREE_FORMS): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Like a Formspree account, the local endpoint knows a fixed set of forms and answers 404 for
 * any other id: the option, else LOCAL_FORMSPREE_FORMS, else the site's configured ids.
 */
export function configuredForms(repoRoot: string, option?: string[]): Set<string> {
  return new Set(option ?? formsFromEnv() ?? [...appDefaults, ...siteFormIds(repoRoot)]);
}
