/**
 * The response headers both apps are served with, in production (written into the build as
 * the static host's `_headers`) and by `npm start`/e2e (which read that same file back).
 */
export type AppName = 'sites' | 'admin';

export interface HeaderEnv {
  VITE_SUPABASE_URL?: string;
  VITE_FORMSPREE_ENDPOINT?: string;
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
  VITE_TURNSTILE_SITE_KEY?: string;
}

// Cloudflare Turnstile's script and its challenge frame.
const turnstileOrigin = 'https://challenges.cloudflare.com';

const origin = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

function contentSecurityPolicy(app: AppName, env: HeaderEnv): string {
  const supabase = origin(env.VITE_SUPABASE_URL);
  const isPublic = app === 'sites';
  const stripe = isPublic && env.VITE_STRIPE_PUBLISHABLE_KEY;
  const turnstile = isPublic && env.VITE_TURNSTILE_SITE_KEY ? [turnstileOrigin] : [];
  const formspree = isPublic ? origin(env.VITE_FORMSPREE_ENDPOINT || 'https://formspree.io') : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : []), ...turnstile],
    // Emotion (MUI) injects its styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploaded images are served by Supabase Storage (http://127.0.0.1:54321 locally).
    'img-src': ["'self'", 'data:', 'https:', ...supabase],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...supabase,
      ...formspree,
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    'frame-src': isPublic
      ? [
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
          ...turnstile,
        ]
      : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': isPublic ? ["'self'"] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(app: AppName, env: HeaderEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app, env),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(app === 'admin' ? { 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex, nofollow' } : {}),
  };
}

/** Netlify / Cloudflare Pages `_headers` format: a path pattern, then indented headers. */
export function toHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** Reads back the headers for every path (`/*`) from a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ')) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (inAllPaths && match) headers[match[1]] = match[2];
  }
  return headers;
}
