import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/run';
import { round, timed } from '../stats';

export interface BuildFigures {
  /** `turbo run build --force`: every package built, turbo's cache ignored. */
  coldSeconds: number | null;
  /** `turbo run build` again: everything replayed from turbo's cache. */
  cachedSeconds: number | null;
  /** The public site alone, rebuilt: its content read, bundles built, every page prerendered. */
  sitesWithContentSeconds?: number | null;
}

async function turboBuild(args: string[]): Promise<number | null> {
  const { value: code, ms } = await timed(() =>
    run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', ...args]),
  );
  return code === 0 ? round(ms / 1000) : null;
}

export async function measureBuild(): Promise<BuildFigures> {
  const coldSeconds = await turboBuild(['--force']);
  const cachedSeconds = await turboBuild([]);
  const sitesWithContentSeconds = await turboBuild(['--filter=@inzira/sites', '--force']);
  return { coldSeconds, cachedSeconds, sitesWithContentSeconds };
}

export interface TestTiming {
  wallSeconds: number | null;
  finishedAt: string | null;
  ok: boolean | null;
}

/**
 * The last `npm test` wall time, recorded by scripts/test.ts. Running the whole suite inside
 * the bench would double its cost, so the bench reports the last real run instead.
 */
export function lastTestTiming(): TestTiming {
  try {
    const data: unknown = JSON.parse(
      readFileSync(join(repoRoot, '.local', 'reports', 'test-timing.json'), 'utf8'),
    );
    if (typeof data !== 'object' || data === null) throw new Error('unexpected');
    const wall: unknown = Reflect.get(data, 'wallSeconds');
    const finished: unknown = Reflect.get(data, 'finishedAt');
    const ok: unknown = Reflect.get(data, 'ok');
    return {
      wallSeconds: typeof wall === 'number' ? round(wall) : null,
      finishedAt: typeof finished === 'string' ? finished : null,
      ok: typeof ok === 'boolean' ? ok : null,
    };
  } catch {
    return { wallSeconds: null, finishedAt: null, ok: null };
  }
}
