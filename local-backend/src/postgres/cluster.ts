import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster: its superuser URL and how to stop it. */
export interface Cluster {
  url: string;
  stop: () => Promise<void>;
}

/** Debian's PostgreSQL 15 server binaries (`postgresql-15`), unless PG_BIN names another folder. */
export function serverBinDir(): string {
  return process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
const asRoot = process.getuid?.() === 0;

function run(binary: string, args: string[]): Promise<void> {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${binary} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * initdb in a temporary folder, then a server on a free port of 127.0.0.1 with trust
 * authentication (nothing but this machine can reach it). Durability is switched off: the
 * cluster is thrown away after the run, and only locking and isolation are under test.
 */
export async function startCluster(): Promise<Cluster> {
  const bin = serverBinDir();
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 server binaries are missing in ${bin}: install them with ` +
        '`apt-get install postgresql-15` or set PG_BIN to a folder holding initdb and pg_ctl.',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'inzira-pg-'));
  if (asRoot) await chown(dir, ...(await postgresIds()));
  const data = join(dir, 'data');
  const port = await freePort();
  await run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=100',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  await run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const line = (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error('Running as root needs the `postgres` user (apt-get install postgresql-15).');
  return [Number(uid), Number(gid)];
}
