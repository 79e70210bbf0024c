/**
 * Runs under Deno, not Node: the local counterpart of the Supabase edge runtime's main service.
 * One Deno process serves every function of `supabase/functions/`: a request for `/<name>/...`
 * loads `<name>/index.ts` once (its `Deno.serve` call registers the handler instead of opening a
 * port) and keeps it warm. A function that fails to load or throws answers a JSON error; the
 * process and the other functions carry on.
 *
 * Usage: deno run --allow-net --allow-env --allow-read main-service.ts <functions dir>
 * Prints `INZIRA_FUNCTIONS_PORT <port>` once it listens; exits when its stdin closes (its parent
 * went away).
 */

type ServeHandler = (request: Request, info: unknown) => Response | Promise<Response>;

interface DenoServer {
  finished: Promise<void>;
  shutdown(): Promise<void>;
  ref(): void;
  unref(): void;
  addr: { transport: 'tcp'; hostname: string; port: number };
}

interface DenoNamespace {
  args: string[];
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
  serve(
    options: { hostname: string; port: number; onListen(addr: { port: number }): void },
    handler: ServeHandler,
  ): DenoServer;
}

declare const Deno: DenoNamespace;

const functionsDir = Deno.args[0];
if (!functionsDir) throw new Error('main-service.ts needs the functions directory');

const originalServe = Deno.serve.bind(Deno);
const handlers = new Map<string, ServeHandler>();
let loading: string | undefined;
let queue: Promise<unknown> = Promise.resolve();

function errorResponse(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ handler, ...options }). */
function pickHandler(args: unknown[]): ServeHandler | undefined {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as ServeHandler;
    if (arg && typeof arg === 'object' && 'handler' in arg && typeof arg.handler === 'function') {
      return arg.handler as ServeHandler;
    }
  }
  return undefined;
}

const captureServe = (...args: unknown[]): DenoServer => {
  const handler = pickHandler(args);
  if (!loading || !handler) throw new Error('Deno.serve called outside a function module');
  handlers.set(loading, handler);
  return {
    finished: new Promise<void>(() => undefined),
    shutdown: () => Promise.resolve(),
    ref: () => undefined,
    unref: () => undefined,
    addr: { transport: 'tcp', hostname: '0.0.0.0', port: 8000 },
  };
};
Object.defineProperty(Deno, 'serve', { value: captureServe, configurable: true, writable: true });

// Supabase's edge runtime offers `EdgeRuntime.waitUntil(promise)`: work a function hands it runs
// on after the answer. This process outlives every request, so the promise only needs watching.
Object.defineProperty(globalThis, 'EdgeRuntime', {
  value: {
    waitUntil(promise: Promise<unknown>): void {
      promise.catch((error: unknown) =>
        console.error('[functions] background work failed:', error),
      );
    },
  },
  configurable: true,
});

/** Loads one function; loads run one at a time so each Deno.serve call knows its function. */
function load(name: string): Promise<ServeHandler | undefined> {
  const existing = handlers.get(name);
  if (existing) return Promise.resolve(existing);
  const next = queue.then(async () => {
    if (handlers.has(name)) return handlers.get(name);
    loading = name;
    try {
      await import(new URL(`${name}/index.ts`, `file://${functionsDir}/`).href);
    } finally {
      loading = undefined;
    }
    return handlers.get(name);
  });
  queue = next.catch(() => undefined);
  return next;
}

async function route(request: Request, info: unknown): Promise<Response> {
  const name = new URL(request.url).pathname.split('/')[1] ?? '';
  let handler: ServeHandler | undefined;
  try {
    handler = await load(name);
  } catch (error) {
    console.error(`[functions] ${name} failed to start:`, error);
  }
  if (!handler) {
    return errorResponse(503, 'BOOT_ERROR', 'Function failed to start (please check logs)');
  }
  try {
    return await handler(request, info);
  } catch (error) {
    console.error(`[functions] ${name} threw:`, error);
    return errorResponse(
      500,
      'WORKER_ERROR',
      'Function exited due to an error (please check logs)',
    );
  }
}

originalServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`INZIRA_FUNCTIONS_PORT ${port}`),
  },
  route,
);

// Leave with the parent: its end of stdin closes when it exits, even when it is killed.
void (async () => {
  for await (const chunk of Deno.stdin.readable) void chunk;
  Deno.exit(0);
})();
