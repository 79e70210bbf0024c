// @ts-check
import js from '@eslint/js';
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
    ignores: [
      'shared-data/src/**/*.test.ts',
      'shared-data/src/test-support/**',
      'shared-data/src/**/*-test-backend.ts',
    ],
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
    files: ['admin/src/**'],
    rules: restrict(noSupabaseInApps, noServerInBrowser, {
      group: ['@inzira/sites*', '**/sites/src/**'],
      message: 'The admin app never imports public-site code.',
    }),
  },
);
