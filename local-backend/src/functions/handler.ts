import { join } from 'node:path';
import type { TokenKit } from '../auth/tokens';
import { corsHeaders } from '../http/cors';
import { header, HttpError, type HttpRequest, type HttpResponse } from '../http/types';
import { DenoFunctions } from './deno-process';
import { functionEntry, readFunctionSettings, readSecrets } from './function-config';

export interface FunctionsOptions {
  /** `supabase/`: functions in `functions/<name>/index.ts`, settings in `config.toml`. */
  supabaseDir: string;
  /** Git-ignored secrets file; default `supabase/functions/.env`. */
  envFile?: string;
  cacheDir: string;
  tokens: TokenKit;
  /** SUPABASE_URL, the key sets and SUPABASE_JWKS; read when Deno starts (after the server listens). */
  platformEnv: () => Record<string, string>;
  /** Secrets the env file may override (e.g. the local apps' origins); read on the first call. */
  defaultSecrets?: () => Record<string, string>;
  quiet?: boolean;
}

/** Headers the gateway itself owns on the way in and out. */
const hopByHop = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function errorJson(status: number, code: string | number, message: string): never {
  throw new HttpError(status, { code, message });
}

/** The caller's socket address, without the IPv4-mapped prefix. */
function socketAddress(request: HttpRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

/**
 * `/functions/v1/<name>` as `supabase functions serve` and the hosted gateway answer it: JWT
 * checked unless `[functions.<name>] verify_jwt = false`, the caller's socket address appended
 * to `X-Forwarded-For` (the leftmost entries are whatever the caller sent), then the request is
 * handed to the function under Deno with the platform's env plus the secrets file.
 */
export function createFunctionsHandler(options: FunctionsOptions) {
  const functionsDir = join(options.supabaseDir, 'functions');
  const configFile = join(options.supabaseDir, 'config.toml');
  let runtime: DenoFunctions | undefined;
  const getRuntime = () =>
    (runtime ??= new DenoFunctions({
      functionsDir,
      configFile: join(functionsDir, 'deno.json'),
      cacheDir: options.cacheDir,
      env: {
        ...options.defaultSecrets?.(),
        ...readSecrets(options.envFile ?? join(functionsDir, '.env')),
        ...options.platformEnv(),
      },
      quiet: options.quiet,
    }));

  async function handle(request: HttpRequest): Promise<HttpResponse> {
    const path = request.url.pathname.slice('/functions/v1'.length);
    const name = path.split('/')[1] ?? '';
    if (!functionEntry(functionsDir, name)) {
      errorJson(404, 'NOT_FOUND', 'Requested function was not found');
    }
    const settings = readFunctionSettings(configFile).get(name);
    if (request.method !== 'OPTIONS' && settings?.verifyJwt !== false) {
      await verifyJwt(request, options.tokens);
    }

    const port = await getRuntime()
      .ready()
      .catch((error: unknown) => {
        console.error('[functions]', error instanceof Error ? error.message : error);
        return errorJson(503, 'BOOT_ERROR', 'Function failed to start (please check logs)');
      });
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || hopByHop.has(key) || key === 'x-forwarded-for') continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
    }
    const forwarded = header(request, 'x-forwarded-for');
    const ip = socketAddress(request);
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${ip}` : ip);

    let answer: Response;
    try {
      answer = await fetch(`http://127.0.0.1:${port}${path}${request.url.search}`, {
        method: request.method,
        headers,
        body: ['GET', 'HEAD'].includes(request.method) ? undefined : new Uint8Array(request.body),
        redirect: 'manual',
      });
    } catch (error) {
      console.error('[functions]', error instanceof Error ? error.message : error);
      return errorJson(502, 'BOOT_ERROR', 'Function failed to respond (please check logs)');
    }
    const responseHeaders: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      if (!hopByHop.has(key) && key !== 'content-encoding') responseHeaders[key] = value;
    });
    return {
      status: answer.status,
      headers: responseHeaders,
      body: Buffer.from(await answer.arrayBuffer()),
    };
  }

  return {
    /** The function answers its own CORS (as on the platform); the gateway's errors carry it too. */
    handler: async (request: HttpRequest): Promise<HttpResponse> => {
      try {
        return await handle(request);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return {
          status: error.status,
          headers: {
            ...corsHeaders(header(request, 'origin')),
            'Content-Type': 'application/json; charset=utf-8',
          },
          body: JSON.stringify(error.body),
        };
      }
    },
    /** Starts Deno now, so the first visitor does not wait for it. */
    warm: () => getRuntime().ready(),
    /** The next call starts Deno again with the platform env read afresh (new signing keys). */
    restart: () => {
      runtime?.stop();
      runtime = undefined;
    },
    stop: () => runtime?.stop(),
  };
}

async function verifyJwt(request: HttpRequest, tokens: TokenKit): Promise<void> {
  const authorization = header(request, 'authorization');
  if (!authorization) errorJson(401, 401, 'Missing authorization header');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1] || !(await tokens.verify(match[1])).ok) errorJson(401, 401, 'Invalid JWT');
}
