import { defineConfig } from 'vitest/config';

// `npm run mutate`: the Node test projects whose tests guard the mutated modules (see
// stryker.config.json). The browser story tests and the PostgreSQL project are left out.
export default defineConfig({
  test: {
    projects: ['local-backend/vitest.config.ts', 'shared-data/vitest.config.ts'],
  },
});
