/**
 * `npm start`: the production build of both apps served as a static host would serve them,
 * against the local backend. Flags after `--` go to the backend (e.g. `npm start -- --reset`).
 */
import type { Server } from 'node:http';
import { startBackendProcess, stopProcess } from './lib/backend';
import { ports } from './lib/paths';
import { run } from './lib/run';
import { closeServer, serveBuiltApps } from './lib/serve-static';

// A local demo on purpose: the seed's placeholders are expected (docs/launch-check.md).
process.env.INZIRA_DEMO_BUILD ??= '1';

const backend = await startBackendProcess(process.argv.slice(2));
const servers: Server[] = [];

async function shutdown(code: number): Promise<never> {
  await Promise.all(servers.map(closeServer));
  await stopProcess(backend);
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  const built = await run('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@inzira/sites',
    '--filter=@inzira/admin',
  ]);
  if (built !== 0) throw new Error('The production build failed (see above).');
  await serveBuiltApps(servers);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

console.log(`
  Public site  http://localhost:${ports.sites}
  Admin        http://localhost:${ports.admin}  (demo admin: ${process.env.LOCAL_ADMIN_EMAIL ?? 'admin@example.com'} / ${process.env.LOCAL_ADMIN_PASSWORD ?? 'inzira-admin'})

  Press Ctrl+C to stop.
`);
