import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'smol-toml';

export interface FunctionSettings {
  /** Whether the gateway demands a valid JWT before the function runs (Supabase's default: true). */
  verifyJwt: boolean;
}

type FunctionsTable = Record<string, { verify_jwt?: unknown } | undefined>;

/** `[functions.<name>] verify_jwt` of supabase/config.toml, as `supabase functions serve` reads it. */
export function readFunctionSettings(configFile: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  if (!existsSync(configFile)) return settings;
  const config = parse(readFileSync(configFile, 'utf8')) as { functions?: FunctionsTable };
  for (const [name, table] of Object.entries(config.functions ?? {})) {
    settings.set(name, { verifyJwt: table?.verify_jwt !== false });
  }
  return settings;
}

/** The function secrets of a git-ignored env file (as `supabase functions serve --env-file`). */
export function readSecrets(envFile: string): Record<string, string> {
  if (!existsSync(envFile)) return {};
  const parsed = parseEnv(readFileSync(envFile, 'utf8'));
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A function exists when its folder holds index.ts; `_shared` and other `_` folders are code. */
export function functionEntry(functionsDir: string, name: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/.test(name)) return undefined;
  const entry = join(functionsDir, name, 'index.ts');
  return existsSync(entry) ? entry : undefined;
}
