import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Sets `KEY=value` lines in an env file, keeping every other line as it was. */
export function mergeEnv(existing: string, values: Record<string, string>): string {
  const pending = new Map(Object.entries(values));
  const lines = existing === '' ? [] : existing.replace(/\n$/, '').split('\n');
  const merged = lines.map((line) => {
    const key = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    const value = key === undefined ? undefined : pending.get(key);
    if (key === undefined || value === undefined) return line;
    pending.delete(key);
    return `${key}=${value}`;
  });
  for (const [key, value] of pending) merged.push(`${key}=${value}`);
  return `${merged.join('\n')}\n`;
}

/** Writes the local backend's URL and keys into `sites/.env.local` and `admin/.env.local`. */
export async function writeAppEnv(
  repoRoot: string,
  values: Record<string, string>,
): Promise<string[]> {
  const written: string[] = [];
  for (const app of ['sites', 'admin']) {
    const dir = join(repoRoot, app);
    if (!existsSync(dir)) continue;
    const file = join(dir, '.env.local');
    const existing = existsSync(file) ? await readFile(file, 'utf8') : '';
    await writeFile(file, mergeEnv(existing, values));
    written.push(`${app}/.env.local`);
  }
  return written;
}

/** What the apps need to reach a local backend: its URL, publishable key and Formspree stand-in. */
export function appEnvValues(url: string, publishableKey: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey,
    VITE_FORMSPREE_ENDPOINT: `${url}/formspree`,
  };
}
