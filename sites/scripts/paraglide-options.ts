import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.url, which Vite keeps per file when it bundles its config (see vite.config.ts).
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * How the site's catalogues (messages/{en,rw,fr}.json) compile to src/paraglide, the one set of
 * options for `npm run i18n`, the dev server's watcher and the test that the committed output
 * is current (docs/languages.md, "Catalogues"). The page's language is set by the app from its
 * address (src/i18n/site-locale.ts), so Paraglide's own detection is reduced to that variable;
 * one module per language keeps the committed output to a few files, and the bundler still
 * keeps only the messages a chunk calls.
 */
export const paraglideOptions = {
  project: join(root, 'project.inlang'),
  outdir: join(root, 'src', 'paraglide'),
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'locale-modules',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitReadme: false,
} as const;
