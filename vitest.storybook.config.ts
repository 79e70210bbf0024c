import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const configDir = join(rootDir, '.storybook');

/**
 * Every package a story can reach, deep imports included (`@mui/material/Button`,
 * `@mui/icons-material/Menu`, `formik`), read from the sources so the list never goes stale.
 */
function packageImportsOf(folders: string[]): string[] {
  const found = new Set<string>();
  const statement = /import\s+(type\s+)?[^;]*?from\s+'([^']+)'/g;
  const local = /^(\.|\/|node:|@inzira\/|@storybook\/|storybook($|\/)|vitest($|\/))/;
  for (const folder of folders) {
    const dir = join(rootDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      // Tests and the server-side prerender entry never run in the story browser.
      if (!/\.(ts|tsx)$/.test(file) || /node_modules|\.test\.|entry-server/.test(file)) continue;
      for (const [, typeOnly, specifier] of readFileSync(join(dir, file), 'utf8').matchAll(
        statement,
      )) {
        if (!typeOnly && specifier && !local.test(specifier)) found.add(specifier);
      }
    }
  }
  return [...found].sort();
}

// Every story becomes a test in real Chromium: its play function runs, then axe
// checks the rendered story (preview.tsx sets a11y.test = 'error').
export default defineConfig({
  plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook -- --ci' })],
  // Pre-bundle every deep import the stories reach before the first test runs;
  // discovering one mid-run makes Vite reload the page and fail that file.
  optimizeDeps: {
    include: [
      '@storybook/addon-docs',
      '@storybook/react-dom-shim',
      'react-dom/client',
      'storybook/test',
      ...packageImportsOf(['shared-ui/src', 'sites/src', 'admin/src', '.storybook']),
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/vitest.setup.ts'],
    // A story's play function plus its axe run can take a while on a busy 2-core CI
    // machine (the data grid especially); this is a hang guard, not a speed target.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      // The Debian Chromium is used: browsers are never downloaded here.
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // Play functions click through synthetic events, which carry no user
            // activation; without this Chromium would block video autoplay with sound.
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
