import type { Plugin } from 'vite';
import { securityHeaders, toHeadersFile, type AppName, type HeaderEnv } from './security-headers';

/**
 * Emits the static host's config into the build: `_headers` (security headers, long cache for
 * fingerprinted assets) and `_redirects` (client-side routes fall back to the app shell;
 * prerendered pages are real files and win over the fallback).
 */
export function hostConfigPlugin(app: AppName, env: HeaderEnv): Plugin {
  // The public site's index.html is the prerendered home page, so client-only routes fall
  // back to the empty shell the prerenderer writes (hydrating the home page would mismatch).
  const fallback = app === 'sites' ? 'app-shell.html' : 'index.html';
  return {
    name: 'inzira-host-config',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: toHeadersFile(securityHeaders(app, env)),
      });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: `/*  /${fallback}  200\n` });
    },
  };
}
