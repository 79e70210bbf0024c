import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, ports } from './paths';

export const backendUrl = `http://127.0.0.1:${ports.backend}`;

async function isHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${backendUrl}/auth/v1/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the local Supabase-compatible backend as a child process (it prints its URL, keys and
 * the demo admin) and resolves once it answers its health check.
 */
export async function startBackendProcess(args: string[]): Promise<ChildProcess> {
  if (await isHealthy()) {
    throw new Error(
      `Port ${ports.backend} already answers: is another \`npm start\` or \`npm run dev\` running?`,
    );
  }
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [join(repoRoot, 'local-backend', 'src', 'cli.ts'), ...args],
    { stdio: 'inherit', cwd: repoRoot },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The local backend exited early (code ${code}).`)),
    ),
  );
  const ready = (async () => {
    while (!(await isHealthy())) await new Promise((r) => setTimeout(r, 250));
  })();
  await Promise.race([ready, exited]);
  return child;
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
