import { corsHeaders } from './cors.ts';

/** A refusal the visitor can act on: its status and a message for people. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export function jsonResponse(request: Request, status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(request), 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * Wraps a handler: preflights, POST only, RequestError as a 4xx, anything else as a 500 that
 * says nothing of the internals (logged for the team).
 */
export function serveJson(handle: (request: Request) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: corsHeaders(request) });
    }
    if (request.method !== 'POST') {
      return jsonResponse(request, 405, { error: 'Use POST.' });
    }
    try {
      return jsonResponse(request, 200, await handle(request));
    } catch (error) {
      if (error instanceof RequestError) {
        return jsonResponse(request, error.status, {
          error: error.message,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        });
      }
      console.error(error);
      return jsonResponse(request, 500, {
        error: 'Something went wrong on our side. Please try again later.',
      });
    }
  };
}
