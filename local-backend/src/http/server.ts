import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { readBody } from './body';
import { CorsPolicy } from './cors';
import { defaultAllowedHosts, hasDotSegment, isAllowedHost } from './host-check';
import { HttpError, json, type Handler, type HttpResponse } from './types';

export interface Route {
  prefix: string;
  handler: Handler;
  /** Largest request body this route reads (default: the API's 1 MiB). */
  maxBodyBytes?: number;
  /** The error a too-large body gets, in the route's own error shape. */
  tooLarge?: (limit: number) => HttpError;
  /** The handler answers preflights and sets CORS itself (Edge Functions do, as on the platform). */
  ownCors?: boolean;
  /** The error a path with `.`/`..` segments gets, in the route's own error shape. */
  dotSegments?: (rawPath: string) => HttpError;
}

export interface ServerOptions {
  cors?: CorsPolicy;
  /** Host names (no port) the server answers; `*` for any. Default: loopback names. */
  allowedHosts?: readonly string[];
}

function send(
  res: ServerResponse,
  response: HttpResponse,
  extra: Record<string, string>,
  isHead: boolean,
) {
  res.writeHead(response.status, { ...extra, ...response.headers });
  res.end(isHead ? undefined : response.body);
}

/** Node's default: the request line and all headers together, in bytes. */
export const maxHeaderBytes = 16 * 1024;

/** Sockets already given their 400/431 and now being drained. */
const answered = new WeakSet<Duplex>();

/**
 * A malformed request never reaches a handler. Oversized headers get a readable 431 (Node would
 * answer with an empty body and close at once, which a client still sending its headers can see
 * as a reset); the socket is half-closed and drained so the answer arrives.
 *
 * Node emits `clientError` again for every chunk the drain feeds to the failed parser. Those
 * repeats are ignored: destroying the socket then, with the client's bytes still unread, makes
 * the kernel send a reset that can overtake the answer (Node 24 reliably loses it so).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (answered.has(socket)) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    code: tooLarge ? 431 : 400,
    message: tooLarge
      ? `Request header fields too large: the request line and headers may take at most ${maxHeaderBytes} bytes`
      : 'Bad request: the HTTP request could not be parsed',
  });
  answered.add(socket);
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  // A client that never stops sending must not keep the socket open.
  setTimeout(() => socket.destroy(), 5000).unref();
}

/**
 * A plain Node HTTP server dispatching by path prefix; answers carry CORS headers for the
 * allowed origins (see cors.ts).
 */
export function createHttpServer(routes: Route[], options: ServerOptions = {}): Server {
  const cors = options.cors ?? new CorsPolicy();
  const allowedHosts = options.allowedHosts ?? defaultAllowedHosts;
  const server = createServer({ maxHeaderSize: maxHeaderBytes }, (req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      const method = req.method ?? 'GET';
      if (!isAllowedHost(req.headers.host, allowedHosts)) {
        req.resume();
        send(res, json(403, { message: 'Blocked request: this host is not allowed' }), {}, false);
        return;
      }
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const route = routes.find(
        (r) => url.pathname === r.prefix || url.pathname.startsWith(`${r.prefix}/`),
      );
      // URL parsing resolves `..` (even `.%2E`), so a name like `a/.%2E/b` would silently
      // become `b`: such paths are refused before routing instead.
      if (hasDotSegment(rawPath)) {
        req.resume();
        const error = route?.dotSegments?.(rawPath);
        const refused = error
          ? json(error.status, error.body, error.headers)
          : json(400, { message: 'Bad request: the path holds a "." or ".." segment' });
        send(res, refused, route?.ownCors ? {} : cors.headers(origin), method === 'HEAD');
        return;
      }
      if (method === 'OPTIONS' && !route?.ownCors) {
        res.writeHead(204, cors.preflight(origin));
        res.end();
        return;
      }
      const corsHeaders = route?.ownCors ? {} : cors.headers(origin);
      let response: HttpResponse;
      try {
        if (!route) {
          req.resume();
          response = json(404, { message: 'no Route matched with those values' });
        } else {
          const body = await readBody(req, route.maxBodyBytes, route.tooLarge);
          response = await route.handler({
            method,
            url,
            headers: req.headers,
            body,
            ip: req.socket.remoteAddress ?? 'unknown',
          });
        }
      } catch (error) {
        if (error instanceof HttpError) {
          response = json(error.status, error.body, error.headers);
        } else {
          console.error('[local backend]', error);
          response = json(500, {
            message: error instanceof Error ? error.message : 'Internal error',
          });
        }
      }
      send(res, response, corsHeaders, method === 'HEAD');
    })();
  });
  server.on('clientError', answerClientError);
  return server;
}
