// Rolldown's code-splitting groups (Vite 8: build.rolldownOptions.output.codeSplitting).
const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

const muiModules = modules(
  '@mui[\\\\/](material|icons-material)|@popperjs|react-transition-group|dom-helpers',
);

/**
 * Deliberate chunks for both apps' client builds (docs/performance.md, "Fewer, larger
 * requests"): on a phone or shared office network each wave of requests pays a round trip, so a
 * page needs a handful of files, not one per MUI component. The framework every page runs before
 * it can hydrate is one file; the MUI components the entry itself renders are one file; the other
 * MUI components are grouped by the pages and dialogs that use them, small groups merged, so a
 * page no longer downloads the form fields and dialogs only other pages open; everything the
 * public forms share (Formik, yup) is one file fetched with the first form.
 */
export const chunkGroups = [
  {
    // React and React DOM apart from the rest of the framework: the prerendered pages' start
    // script evaluates each library file in a task of its own, and the framework in one file was
    // the longest task before hydration (docs/performance.md, "Less work before interaction").
    name: 'react',
    priority: 31,
    test: modules('react|react-dom|scheduler'),
  },
  {
    // The router apart: the home page's islands run without it (docs/performance.md, "Islands on
    // the home page"); every other page loads it with the app's entry.
    name: 'router',
    priority: 30,
    test: modules('react-router|react-router-dom|cookie|set-cookie-parser'),
  },
  {
    name: 'framework',
    priority: 30,
    test: modules(
      'react|react-dom|scheduler|use-sync-external-store|' +
        '@emotion|stylis|hoist-non-react-statics|react-is|prop-types|clsx|' +
        '@mui[\\\\/](system|styled-engine|utils|private-theming|core-downloads-tracker)|@babel[\\\\/]runtime',
    ),
  },
  {
    name: 'forms',
    priority: 20,
    test: modules(
      'formik|yup|lodash|lodash-es|tiny-warning|property-expr|tiny-case|toposort|deepmerge|react-fast-compare',
    ),
  },
  {
    // `$initial`: statically imported by the entry, after tree-shaking. The set is closed under
    // static imports, so the other MUI chunks import this one and never the reverse: two MUI files
    // that initialise each other's modules stop the app at start-up (`X is not a function`).
    name: 'mui',
    priority: 11,
    tags: ['$initial' as const],
    test: muiModules,
    includeDependenciesRecursively: false,
  },
  {
    // Split by the set of pages and dialogs that use each module (a module imported by another
    // is used by at least the same pages, so these chunks import each other one way only);
    // groups under 12 KB are merged into their nearest neighbour to keep the files few.
    name: 'mui-lazy',
    priority: 10,
    test: muiModules,
    entriesAware: true,
    entriesAwareMergeThreshold: 12 * 1024,
    includeDependenciesRecursively: false,
  },
];

/**
 * File names of client chunks: an `entriesAware` group is named after every page that shares it
 * (`mui-lazy~home-page~services-page~…`); its file keeps the group's name only.
 */
export function chunkFileNames(chunk: { name: string }): string {
  const [group] = chunk.name.split('~');
  return `assets/${group}-[hash].js`;
}

/**
 * The modules both of the public site's entries run at start (the app's `index` and the home
 * page's islands, `home`), with what they import: the header, the hero, the shell's words, the
 * booking form's provider, the theme and the data client. Left to itself the bundler gives each
 * set of importers a file, which made the home page fetch nine files under a kilobyte; as one
 * file the home page loads seven scripts (docs/performance.md, "Fewer, larger requests").
 * A module renamed here only falls back to the bundler's own files.
 */
const siteShellRoots = [
  'shared-ui/src/site-shell/site-header.tsx',
  'shared-ui/src/hero/hero.tsx',
  'shared-ui/src/island/island-box.tsx',
  'shared-ui/src/theme/theme.ts',
  'shared-data/src/client/supabase-context.tsx',
  'supabase/contract/src/locales.ts',
  'sites/src/i18n/shell-texts.ts',
  'sites/src/i18n/language-links.tsx',
  'sites/src/common/opens-form.ts',
  'sites/src/features/booking/booking-provider.tsx',
  'sites/src/app/emotion-cache.ts',
  'sites/src/app/supabase.ts',
  // Vite's modulepreload polyfill, which each entry imports.
  'vite/modulepreload-polyfill.js',
];

/** The public site's groups: both apps' groups and its shell. */
export const siteChunkGroups = [
  ...chunkGroups,
  {
    name: 'shell',
    priority: 5,
    test: (id: string) => siteShellRoots.some((root) => id.replaceAll('\\', '/').endsWith(root)),
  },
];
