import { authenticate, type Caller, type CallerRule } from './caller.ts';
import { corsHeaders } from './cors.ts';
import { RequestError } from './request-error.ts';

export { RequestError };

export function jsonResponse(request: Request, status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(request), 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * Wraps a handler: preflights, the caller checked against `auth` (a 401 before anything else;
 * the gateway checks nothing, `verify_jwt = false`, see caller.ts), POST only, RequestError as
 * a 4xx, anything else as a 500 that says nothing of the internals (logged for the team).
 */
export function serveJson(
  auth: CallerRule,
  handle: (request: Request, caller: Caller) => Promise<unknown>,
) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: corsHeaders(request) });
    }
    try {
      const caller = await authenticate(request, auth);
      if (request.method !== 'POST') {
        return jsonResponse(request, 405, { error: 'Use POST.' });
      }
      return jsonResponse(request, 200, await handle(request, caller));
    } catch (error) {
      if (error instanceof RequestError) {
        return jsonResponse(request, error.status, {
          error: error.message,
          ...(error.code ? { code: error.code } : {}),
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
