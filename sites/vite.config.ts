import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
// Vite bundles only relative imports of its config (bare ones are loaded by Node, which cannot
// read TypeScript), so the plugin is imported by path; the @inzira/tooling devDependency is what
// makes turbo hash it into this build, so an edited CSP never replays a stale _headers.
import { chunkFileNames, siteChunkGroups } from '../tooling/src/chunk-groups';
import { hostConfigPlugin } from '../tooling/src/host-config-plugin';
import { defaultLocale, isLocale } from '../supabase/contract/src/locales';
import { paraglideOptions } from './scripts/paraglide-options';

/**
 * One client build per language (docs/languages.md, "One language per build"): `vite build`
 * builds English into dist/, `INZIRA_BUILD_LOCALE=rw vite build` Kinyarwanda into
 * dist-locales/rw/ (French alike), which scripts/prerender.ts merges into dist/. Each fixes
 * Paraglide's locale at build time, so its messages carry that language's text alone.
 */
function clientBuildLocale() {
  const locale = process.env.INZIRA_BUILD_LOCALE ?? defaultLocale;
  if (!isLocale(locale)) throw new Error(`INZIRA_BUILD_LOCALE=${locale} is not a site language.`);
  return locale;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  // The dev server recompiles the catalogues as they are edited; builds and tests use the
  // committed output, which a test keeps equal to the catalogues (scripts/catalogues.test.ts).
  const watchCatalogues = command === 'serve' && !process.env.VITEST;
  // The server build renders every language; so do the dev server and the tests.
  const staticLocale = command === 'build' && !isSsrBuild ? clientBuildLocale() : undefined;
  return {
    plugins: [
      react(),
      hostConfigPlugin('sites', { ...env, ...process.env }),
      ...(watchCatalogues
        ? [paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] })]
        : []),
    ],
    // Brand assets and seed media live in shared-ui so both apps and Storybook serve the same files.
    publicDir: '../shared-ui/public',
    define: staticLocale
      ? { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(staticLocale) }
      : {},
    server: { port: 5173, strictPort: true, host: 'localhost' },
    preview: { port: 5173, strictPort: true, host: 'localhost' },
    build: {
      outDir:
        staticLocale && staticLocale !== defaultLocale ? `dist-locales/${staticLocale}` : 'dist',
      sourcemap: false,
      target: 'es2022',
      // Read by scripts/prerender.ts (each form's chunks), then removed from dist.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The app, and the home page's islands (docs/performance.md, "Islands on the home
            // page"): the prerender gives the home page home.html's script.
            input: { index: 'index.html', home: 'home.html' },
            output: { codeSplitting: { groups: siteChunkGroups }, chunkFileNames },
          },
    },
    test: {
      name: 'sites',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
    },
  };
});
