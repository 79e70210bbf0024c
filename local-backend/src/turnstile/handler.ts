import { randomBytes } from 'node:crypto';
import { header, HttpError, json, type HttpRequest, type HttpResponse } from '../http/types';
import { widgetScript } from './widget-script';

/**
 * Cloudflare's documented test secrets (they accept any token, refuse any, or call every token
 * spent), and the local backend's own secret, which accepts the tokens this endpoint issues,
 * each once (docs/trusted-submissions.md, "Turnstile").
 */
export const turnstileTestSecrets = {
  alwaysPasses: '1x0000000000000000000000000000000AA',
  alwaysFails: '2x0000000000000000000000000000000AA',
  alwaysSpent: '3x0000000000000000000000000000000AA',
  local: '0x4AAAAAAAlocal-turnstile-secret',
} as const;

/** A token is good for 300 seconds, as Cloudflare's are. */
const tokenLifetimeMs = 300_000;
const maxTokenLength = 2048;

type Verdict = { success: true } | { success: false; codes: string[] };

function fail(...codes: string[]): Verdict {
  return { success: false, codes };
}

/** Reads `secret`, `response`, `remoteip` from a form-encoded or JSON body, as siteverify does. */
async function readInput(request: HttpRequest): Promise<Record<string, unknown>> {
  const type = header(request, 'content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(request.body.toString('utf8') || '{}');
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // answered below
    }
    throw new HttpError(400, { success: false, 'error-codes': ['bad-request'] });
  }
  const form = new URLSearchParams(request.body.toString('utf8'));
  return Object.fromEntries(form);
}

/**
 * A Cloudflare-compatible siteverify at `/turnstile/v0/siteverify`, and the stand-ins for the
 * browser's side (Cloudflare's own script cannot load without a network): `POST
 * /turnstile/v0/token` issues a token that the local secret accepts once, and
 * `/turnstile/v0/api.js` is a widget script that fetches one per challenge.
 */
export interface TurnstileOptions {
  /** Tokens kept at most; the oldest are forgotten first (as if expired). */
  maxTokens?: number;
}

/** Enough for any test run; an endless stream of token requests cannot grow memory past it. */
const defaultMaxTokens = 10_000;

export function createTurnstileHandler(options: TurnstileOptions = {}) {
  const maxTokens = options.maxTokens ?? defaultMaxTokens;
  // Insertion order is issue order, so the first entries are the oldest.
  const issued = new Map<string, { issuedAt: number; spent: boolean }>();

  function remember(token: string): void {
    const now = Date.now();
    for (const [key, entry] of issued) {
      if (now - entry.issuedAt <= tokenLifetimeMs && issued.size < maxTokens) break;
      issued.delete(key);
    }
    issued.set(token, { issuedAt: now, spent: false });
  }

  function verify(secret: unknown, token: unknown): Verdict {
    if (typeof secret !== 'string' || secret === '') return fail('missing-input-secret');
    if (typeof token !== 'string' || token === '') return fail('missing-input-response');
    if (token.length > maxTokenLength || token.includes('\u0000')) {
      return fail('invalid-input-response');
    }
    switch (secret) {
      case turnstileTestSecrets.alwaysPasses:
        return { success: true };
      case turnstileTestSecrets.alwaysFails:
        return fail('invalid-input-response');
      case turnstileTestSecrets.alwaysSpent:
        return fail('timeout-or-duplicate');
      case turnstileTestSecrets.local:
        break;
      default:
        return fail('invalid-input-secret');
    }
    const entry = issued.get(token);
    if (!entry) return fail('invalid-input-response');
    if (entry.spent || Date.now() - entry.issuedAt > tokenLifetimeMs) {
      return fail('timeout-or-duplicate');
    }
    entry.spent = true;
    return { success: true };
  }

  return async (request: HttpRequest): Promise<HttpResponse> => {
    const path = request.url.pathname.slice('/turnstile/v0'.length);
    if (path === '/api.js' && (request.method === 'GET' || request.method === 'HEAD')) {
      const host = header(request, 'host') ?? '127.0.0.1';
      return {
        status: 200,
        headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
        body: widgetScript(`http://${host}/turnstile/v0/token`),
      };
    }
    if (request.method !== 'POST') {
      return json(405, { success: false, 'error-codes': ['method-not-allowed'] });
    }
    if (path === '/token') {
      const token = `local.${randomBytes(24).toString('base64url')}`;
      remember(token);
      return json(200, { token });
    }
    if (path !== '/siteverify') {
      return json(404, { success: false, 'error-codes': ['not-found'] });
    }
    const input = await readInput(request);
    const verdict = verify(input.secret, input.response);
    if (!verdict.success) {
      return json(200, { success: false, 'error-codes': verdict.codes, messages: [] });
    }
    return json(200, {
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
      'error-codes': [],
      action: '',
      cdata: '',
      metadata: {},
    });
  };
}
