// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of docs/architecture.md ("Direction of dependencies"). */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const noSupabaseInApps = {
  group: ['@supabase/*'],
  message: 'Apps reach Supabase only through @inzira/shared-data.',
};
const noServerInBrowser = {
  group: ['@inzira/local-backend', '@inzira/local-backend/*', '**/local-backend/**'],
  message: 'The local backend is Node-only and must never reach a browser bundle.',
};

/**
 * Code the Edge Functions reach runs on Deno as it is (docs/server-tier.md): relative imports
 * name their `.ts` file, there is no Node or browser UI, and a bare specifier must be one the
 * functions' import map (supabase/functions/deno.json) maps, or Deno cannot resolve it.
 */
const denoImports = Object.keys(
  JSON.parse(readFileSync(new URL('./supabase/functions/deno.json', import.meta.url), 'utf8'))
    .imports,
);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const mappedSpecifier = denoImports
  .map((key) => (key.endsWith('/') ? `${escapeRegex(key)}.+` : escapeRegex(key)))
  .join('|');
const denoClean = restrict(
  {
    regex: '^\\.{1,2}/(?!.*\\.ts$)',
    message: 'Deno reads files as they are: a relative import names its .ts file.',
  },
  { group: ['node:*'], message: 'Deno code uses web APIs, not Node built-ins.' },
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'formik'],
    message: 'The contract and the functions hold no UI.',
  },
  {
    regex: `^(?!\\.{1,2}/|(?:${mappedSpecifier})$)`,
    message: 'Deno resolves bare imports through supabase/functions/deno.json only: map it there.',
  },
);

/** The feature folders of one app, read from disk so a new feature is covered without editing this file. */
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The layers of an app (docs/architecture.md, "Direction of dependencies"): pages compose
 * features, a feature never imports another one, code outside a feature uses it only through
 * its `index.ts`, and the app's `common/` sits below both.
 */
const appZones = (app) => {
  const src = `./${app}/src`;
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `Features do not import each other; move what both need to ${app}/src/common/.`,
    })),
    {
      target: [`${src}/app`, `${src}/pages`, `${src}/common`, `${src}/config`, `${src}/*.tsx`],
      from: `${src}/features/*/**`,
      // An admin list's config is its feature's entry too: the screen registry loads it on demand.
      except: [`**/${app}/src/features/*/index.ts`, `**/${app}/src/features/*/*-config.tsx`],
      message:
        'Use a feature through its public entry (features/<name>/index.ts or <name>-config.tsx), not its files.',
    },
    {
      target: [`${src}/features`, `${src}/common`, `${src}/config`],
      from: `${src}/pages`,
      message: 'Pages compose features; nothing below them imports a page.',
    },
    {
      target: `${src}/common`,
      from: `${src}/features`,
      message: "The app's shared code sits below the features and never imports one.",
    },
  ];
};

/** Text a visitor reads, written in code instead of the catalogues (sites/messages). */
const letters = '/[A-Za-z\\u00C0-\\u024F]/';
const textProps = '/^(label|placeholder|title|alt|aria-label|helperText)$/';
const bareText = 'Text for visitors belongs in the catalogues (sites/messages, docs/languages.md).';
const bareTextSelectors = [
  `JSXText[value=${letters}]`,
  `JSXElement > JSXExpressionContainer > Literal[value=${letters}]`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  `JSXAttribute[name.name=${textProps}] > Literal[value=${letters}]`,
  `JSXAttribute[name.name=${textProps}] > JSXExpressionContainer > Literal[value=${letters}]`,
  `JSXAttribute[name.name=${textProps}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
].map((selector) => ({ selector, message: bareText }));

/** Words in the site's data (highlights, cards, link lists, defaults) that reach the page. */
const textKeys =
  '/^(title|text|description|label|heading|subtitle|summary|message|headline|eyebrow)$|^successContent$|(Title|Text|Label|Message)$/';
const dataText =
  'Words a page shows belong in the catalogues (sites/messages) or, for long texts, in the per-language modules (docs/languages.md).';
const dataTextSelectors = [
  `Property[key.name=${textKeys}] > Literal[value=${letters}]`,
  `Property[key.name=${textKeys}] > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  `AssignmentPattern[left.name=${textKeys}] > Literal[value=${letters}]`,
].map((selector) => ({ selector, message: dataText }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.turbo/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
      '**/database.types.ts',
      // Compiled from sites/messages by Paraglide (npm run i18n -w @inzira/sites).
      'sites/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    plugins: { 'import-x': importX },
    settings: {
      // The rules parse the files an import leads to (no-cycle follows them), so they must
      // know that .ts and .tsx are TypeScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones('sites'),
            ...appZones('admin'),
            {
              target: ['./shared-ui', './shared-data', './local-backend'],
              from: ['./sites', './admin'],
              message: 'Shared packages never import an app.',
            },
            {
              target: './shared-ui',
              from: './shared-data',
              message: 'shared-ui is presentational: data and callbacks come in as props.',
            },
            {
              target: './supabase/functions',
              from: '.',
              except: ['./supabase', './node_modules'],
              message: 'Deployment uploads supabase/ only: functions import nothing outside it.',
            },
            {
              target: './supabase/contract/src',
              from: '.',
              // Its tests may use the test kit's schema helpers; the Deno-clean rules below keep
              // every non-test file to the packages in supabase/functions/deno.json.
              except: ['./supabase/contract', './node_modules', './test-kit/src/schema-errors.ts'],
              message: 'The contract is a leaf: it imports only its own files and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**'],
    rules: restrict(
      {
        group: ['@inzira/shared-data', '@inzira/shared-data/*', '@supabase/*'],
        message: 'shared-ui is presentational: data and callbacks come in as props.',
      },
      {
        group: ['@inzira/sites*', '@inzira/admin*'],
        message: 'Shared packages never import an app.',
      },
    ),
  },
  {
    files: ['shared-data/src/**'],
    // Tests start the local backend; only shipped browser code is kept away from it.
    ignores: ['shared-data/src/**/*.test.ts', 'shared-data/src/test-support/**'],
    rules: restrict(
      {
        group: ['@inzira/sites*', '@inzira/admin*'],
        message: 'Shared packages never import an app.',
      },
      noServerInBrowser,
    ),
  },
  {
    files: ['sites/src/**'],
    rules: restrict(noSupabaseInApps, noServerInBrowser, {
      group: ['@inzira/admin*', '**/admin/src/**'],
      message: 'The public site never imports admin code.',
    }),
  },
  {
    // Every word the public site shows comes from its catalogues (docs/languages.md,
    // "Catalogues"): no letters in JSX text, nor string literals in the props people read, nor
    // in the data that fills a page (titles, texts, labels, defaults). The long texts live in
    // one module per language (`*.en.ts`, `*.rw.ts`, `*.fr.ts`), where words are the point.
    files: ['sites/src/**/*.{ts,tsx}'],
    ignores: [
      'sites/src/**/*.test.{ts,tsx}',
      'sites/src/**/*.stories.tsx',
      'sites/src/**/*.{en,rw,fr}.ts',
      // The suggestion banner speaks the language it offers, not the page's: its few words are
      // written out per language there (each build carries its own catalogue only).
      'sites/src/i18n/language-offers.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...bareTextSelectors, ...dataTextSelectors],
    },
  },
  {
    files: ['admin/src/**'],
    rules: restrict(noSupabaseInApps, noServerInBrowser, {
      group: ['@inzira/sites*', '**/sites/src/**'],
      message: 'The admin app never imports public-site code.',
    }),
  },
  {
    files: ['supabase/contract/src/**/*.ts', 'supabase/functions/**/*.ts'],
    // Tests and their helpers run in Node under Vitest; the functions never reach them.
    ignores: ['**/*.test.ts'],
    rules: denoClean,
  },
);
