/** `npm run dev`: the local backend plus both apps on Vite's dev server with hot reload. */
import { startBackendProcess, stopProcess } from './lib/backend';
import { run } from './lib/run';

const backend = await startBackendProcess(process.argv.slice(2));
process.once('SIGINT', () => void stopProcess(backend));
const code = await run('npx', [
  'turbo',
  'run',
  'dev',
  '--filter=@inzira/sites',
  '--filter=@inzira/admin',
]);
await stopProcess(backend);
process.exit(code);
