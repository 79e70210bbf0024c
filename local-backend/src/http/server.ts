import { createServer, type Server, type ServerResponse } from 'node:http';
import { readBody } from './body';
import { corsHeaders, preflightHeaders } from './cors';
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

/** A plain Node HTTP server dispatching by path prefix; every answer carries CORS headers. */
export function createHttpServer(routes: Route[]): Server {
  return createServer((req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const route = routes.find(
        (r) => url.pathname === r.prefix || url.pathname.startsWith(`${r.prefix}/`),
      );
      if (method === 'OPTIONS' && !route?.ownCors) {
        res.writeHead(204, preflightHeaders(origin));
        res.end();
        return;
      }
      const cors = route?.ownCors ? {} : corsHeaders(origin);
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
      send(res, response, cors, method === 'HEAD');
    })();
  });
}
