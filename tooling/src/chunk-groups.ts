// Rolldown's code-splitting groups (Vite 8: build.rolldownOptions.output.codeSplitting).
const modules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Deliberate chunks for both apps' client builds (docs/performance.md, "Fewer, larger
 * requests"): on a phone or shared office network each
 * wave of requests pays a round trip, so a page needs a handful of files, not one per MUI
 * component. The framework every page runs before it can hydrate is one file; MUI and the shared
 * components are grouped by the pages and dialogs that use them (small groups merged into their
 * nearest neighbour), and everything the public forms share (Formik, yup, the form fields) is one
 * file fetched with the first form.
 */
export const chunkGroups = [
  {
    name: 'framework',
    priority: 30,
    test: modules(
      'react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|' +
        '@emotion|stylis|hoist-non-react-statics|react-is|prop-types|clsx|cookie|set-cookie-parser|' +
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
    name: 'mui',
    priority: 10,
    test: modules(
      '@mui[\\\\/](material|icons-material)|@popperjs|react-transition-group|dom-helpers',
    ),
    includeDependenciesRecursively: false,
  },
];
