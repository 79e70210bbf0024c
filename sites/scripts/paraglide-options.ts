import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.url, which Vite keeps per file when it bundles its config (see vite.config.ts).
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How the site's catalogues (messages/{en,rw,fr}.json) compile to src/paraglide, the one set of
 * options for `npm run i18n`, the dev server's watcher and the test that the committed output
 * is current (docs/languages.md, "Catalogues"). The page's language is set by the app from its
 * address (src/i18n/site-locale.ts), so Paraglide's own detection is reduced to that variable.
 * One module per message, so each chunk carries only the messages it calls (one module per
 * language put every message in one shared chunk: 20 KB on every page); the types come from the
 * modules' JSDoc (allowJs in tsconfig.json), so no declaration files double them.
 */
export const paraglideOptions = {
  project: join(root, 'project.inlang'),
  outdir: join(root, 'src', 'paraglide'),
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'message-modules',
  // Each language's client build sets this constant (vite.config.ts), so every message keeps
  // only its own language's text there; the dev server, the tests and the prerenderer leave it
  // undefined and every language is chosen at run time (docs/languages.md, "One language per
  // build").
  // (Paraglide's own expression for this, which it leaves unchecked so the bundler can fold it.)
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  emitTsDeclarations: false,
  emitGitIgnore: false,
  emitReadme: false,
} as const;
