import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoExecutable } from './deno-binary';

// From the module's path, not `new URL(...)`: under happy-dom (the hook tests) the global URL is
// the DOM's, which fileURLToPath refuses.
const mainService = join(dirname(fileURLToPath(import.meta.url)), 'main-service.ts');
/** The first start may download the functions' npm packages into the cache. */
const startTimeoutMs = 120_000;

export interface DenoProcessOptions {
  functionsDir: string;
  /** deno.json of the functions (import map, npm versions). */
  configFile: string;
  /** DENO_DIR: modules and npm packages Deno downloaded (git-ignored). */
  cacheDir: string;
  /** What the functions read with Deno.env. */
  env: Record<string, string>;
  quiet?: boolean;
}

/** Variables of this process Deno itself needs (reaching the npm registry, finding home). */
const passThrough = [
  'PATH',
  'HOME',
  'TMPDIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'SSL_CERT_FILE',
];

/**
 * The one Deno process that serves every function, started on first use and kept warm. If it
 * dies, the next request starts a new one.
 */
export class DenoFunctions {
  private child: ChildProcess | undefined;
  private port: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: DenoProcessOptions) {}

  /** The port of the running main service, starting it when needed. */
  ready(): Promise<number> {
    if (this.stopped) return Promise.reject(new Error('The functions runtime is stopped'));
    this.port ??= this.start().catch((error: unknown) => {
      this.port = undefined;
      throw error;
    });
    return this.port;
  }

  stop(): void {
    this.stopped = true;
    this.child?.kill();
    this.child = undefined;
  }

  private start(): Promise<number> {
    const { functionsDir, configFile, cacheDir, env } = this.options;
    mkdirSync(cacheDir, { recursive: true });
    const inherited = Object.fromEntries(
      passThrough.flatMap((key) => {
        const value = process.env[key];
        return value === undefined ? [] : [[key, value]];
      }),
    );
    const child = spawn(
      denoExecutable(),
      [
        'run',
        '--quiet',
        '--no-prompt',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        `--config=${configFile}`,
        mainService,
        functionsDir,
      ],
      {
        cwd: join(functionsDir, '..'),
        env: {
          // Trust the machine's certificate store too (a company proxy's CA), as npm does.
          DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
          ...(process.env.NODE_EXTRA_CA_CERTS && !process.env.DENO_CERT
            ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS }
            : {}),
          ...inherited,
          ...env,
          DENO_DIR: cacheDir,
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
      if (!this.options.quiet) process.stderr.write(chunk);
    });
    child.once('exit', () => {
      if (this.child === child) {
        this.child = undefined;
        this.port = undefined;
      }
    });

    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`Deno did not start within ${startTimeoutMs / 1000} s: ${stderr}`));
      }, startTimeoutMs);
      let stdout = '';
      let listening = false;
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        // After the port line, stdout is the functions' console.log: shown like their stderr.
        if (listening) {
          if (!this.options.quiet) process.stdout.write(chunk);
          return;
        }
        stdout += chunk;
        const match = /INZIRA_FUNCTIONS_PORT (\d+)\n?/.exec(stdout);
        if (!match?.[1]) return;
        listening = true;
        clearTimeout(timer);
        resolve(Number(match[1]));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Deno exited (code ${code}) before serving: ${stderr}`));
      });
    });
  }
}
