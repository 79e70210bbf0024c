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
  emitTsDeclarations: false,
  emitGitIgnore: false,
  emitReadme: false,
} as const;
