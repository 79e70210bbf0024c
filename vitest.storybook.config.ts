import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const configDir = join(rootDir, '.storybook');

/** Every two-level package import (`@mui/material/Button`, `@mui/icons-material/Menu`) in the given folders. */
function deepImportsOf(folders: string[]): string[] {
  const found = new Set<string>();
  const specifier = /from\s+'((?:@mui|@emotion|date-fns|@date-fns)\/[^']+)'/g;
  for (const folder of folders) {
    const dir = join(rootDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx)$/.test(file)) continue;
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(specifier)) {
        if (match[1]) found.add(match[1]);
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
      ...deepImportsOf(['shared-ui/src', 'sites/src', 'admin/src', '.storybook']),
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/vitest.setup.ts'],
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
