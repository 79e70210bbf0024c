import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every story becomes a test in real Chromium: its play function runs, then axe
// checks the rendered story (preview.tsx sets a11y.test = 'error').
export default defineConfig({
  plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook -- --ci' })],
  // Pre-bundle every deep MUI import the stories reach before the first test runs;
  // discovering them mid-run makes Vite reload the page and fail the file.
  optimizeDeps: {
    entries: [
      'shared-ui/src/**/*.{ts,tsx}',
      'sites/src/**/*.{ts,tsx}',
      'admin/src/**/*.{ts,tsx}',
      '.storybook/preview.tsx',
    ],
    include: ['@storybook/addon-docs', '@storybook/react-dom-shim', 'react-dom/client'],
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
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
