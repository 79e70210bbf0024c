import type { Plugin } from 'vite';
import { securityHeaders, toHeadersFile, type AppName, type HeaderEnv } from './security-headers';

/**
 * Emits the static host's config into the build: `_headers` (security headers, long cache for
 * fingerprinted assets) and `_redirects` (see redirectRules; real files, such as the
 * prerendered pages, win over these rules as on Netlify).
 */
/**
 * The public site prerenders every route and every project and post published when it was
 * built; a post or project published after the build (until the deploy hook's rebuild) falls
 * back to the shell the prerenderer writes, which the app renders over; so do the consultation
 * pages the e-mails link to (docs/consultations.md). Any other missing path
 * is a real 404 with the prerendered "Page not found", which search engines do not index. The
 * admin routes everything on the client.
 */
export function redirectRules(app: AppName): string {
  if (app !== 'sites') return '/*  /index.html  200\n';
  // Each language of the site (docs/languages.md): Kinyarwanda and French under their prefix,
  // English last (its "/*" would catch the others); each language has its own shell, which
  // loads that language's build.
  const rules = ['/rw', '/fr', ''].flatMap((prefix) => [
    `${prefix}/resources/blog/*  ${prefix}/app-shell.html  200`,
    `${prefix}/projects/*  ${prefix}/app-shell.html  200`,
    `${prefix}/consultation/*  ${prefix}/app-shell.html  200`,
    `${prefix}/*  ${prefix}/404.html  404`,
  ]);
  return `${rules.join('\n')}\n`;
}

export function hostConfigPlugin(app: AppName, env: HeaderEnv): Plugin {
  return {
    name: 'inzira-host-config',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: toHeadersFile(securityHeaders(app, env)),
      });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectRules(app) });
    },
  };
}
