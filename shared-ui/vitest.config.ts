import { defineConfig } from 'vitest/config';

// Unit tests for pure logic only; everything visual is a story tested in Chromium
// through the root vitest.storybook.config.ts.
export default defineConfig({
  test: {
    name: 'shared-ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
