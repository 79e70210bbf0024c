import type { IncomingHttpHeaders } from 'node:http';

export interface HttpRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Client address, for per-address rate limits. */
  ip: string;
}

export interface HttpResponse {
  status: number;
  headers?: Record<string, string>;
  /** Text for JSON answers; bytes for stored files. */
  body?: string | Buffer;
}

export type Handler = (request: HttpRequest) => Promise<HttpResponse>;

/** Thrown by handlers to answer with a given status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function header(request: HttpRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
