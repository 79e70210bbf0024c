import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, quietChromiumArgs } from '../scripts/lib/chromium.ts';

const chromium = { executablePath: chromiumPath, args: quietChromiumArgs };

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: '../.local/e2e-results',
  fullyParallel: false,
  workers: 2,
  // A test that passes only on a second attempt is a failure: no retries anywhere.
  retries: 0,
  // Tests act as soon as a page has loaded, usually before the app has started, and wait for
  // what a visitor would see; on a busy two-core machine starting the app can take seconds.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../.local/reports/playwright.json' }]],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'sites',
      testDir: './tests/sites',
      use: { ...devices['Desktop Chrome'], baseURL: 'http://localhost:5173' },
    },
    {
      name: 'admin',
      testDir: './tests/admin',
      use: { ...devices['Desktop Chrome'], baseURL: 'http://localhost:5174' },
    },
    // Team-wide switches (two-step sign-in required) would change what every other test sees:
    // these run alone, after the rest.
    {
      name: 'admin-exclusive',
      testDir: './tests/admin-exclusive',
      dependencies: ['sites', 'admin'],
      use: { ...devices['Desktop Chrome'], baseURL: 'http://localhost:5174' },
    },
  ],
});
