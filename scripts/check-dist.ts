/**
 * Step of `npm test` after the build: the shipped `dist/` of both apps must carry no secret
 * key (`sb_secret_…`, whichever project's), no service-role key, no source maps (they would
 * publish the sources and anything inlined in them) and no JWT whose role is `service_role`,
 * whatever secret it was signed with.
 * Also checks that each build carries its static host's config.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeJwt } from 'jose';
import { createApiKeys, defaultJwtSecret } from '@inzira/local-backend/tokens';
import { adminDist, repoRoot, sitesDist } from './lib/paths';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Compact JWS: three base64url parts, the first of which decodes to `{"`.
const jwtPattern = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g;

function isServiceRoleJwt(token: string): boolean {
  try {
    return decodeJwt(token).role === 'service_role';
  } catch {
    return false;
  }
}

/** Problems found in one built app, as lines for the report. */
function checkDist(dir: string, serviceRoleKeys: string[]): string[] {
  if (!existsSync(join(dir, 'index.html'))) return [`${dir}: no build (index.html missing)`];
  const problems: string[] = [];
  for (const required of ['_headers', '_redirects']) {
    if (!existsSync(join(dir, required))) problems.push(`${dir}: host config ${required} missing`);
  }
  for (const file of filesUnder(dir)) {
    const name = relative(repoRoot, file);
    if (file.endsWith('.map')) problems.push(`${name}: source map shipped`);
    const text = readFileSync(file, 'latin1');
    if (serviceRoleKeys.some((key) => text.includes(key))) {
      problems.push(`${name}: contains the service-role key`);
    }
    if (/sourceMappingURL=data:/.test(text)) problems.push(`${name}: inline source map`);
    if (/sb_secret_[\w-]/.test(text)) problems.push(`${name}: contains a secret key (sb_secret_…)`);
    for (const token of text.match(jwtPattern) ?? []) {
      if (isServiceRoleJwt(token)) problems.push(`${name}: contains a service_role JWT`);
    }
  }
  return problems;
}

// The local backend derives its keys from this secret (see local-backend/src/index.ts).
const secrets = [...new Set([defaultJwtSecret, process.env.LOCAL_JWT_SECRET].filter(Boolean))];
const keys = await Promise.all(
  secrets.map(async (secret) => (await createApiKeys(String(secret))).serviceRoleKey),
);
const envKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
const serviceRoleKeys = envKey ? [...keys, envKey] : keys;

const problems = [sitesDist, adminDist].flatMap((dir) => checkDist(dir, serviceRoleKeys));
if (problems.length > 0) {
  console.error(`dist check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'dist check: no secret key, service-role key, service_role JWT or source map in either build',
);
