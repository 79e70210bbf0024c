import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sitesDist = join(repoRoot, 'sites', 'dist');
export const adminDist = join(repoRoot, 'admin', 'dist');
export const localDataDir = join(repoRoot, '.local', 'db');
export const ports = { backend: 54321, sites: 5173, admin: 5174 } as const;
