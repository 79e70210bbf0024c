import { defineConfig } from 'vitest/config';

// `npm test` runs every Vitest project in one run so the two cores are shared well:
// Node tests of the data layer and local backend, the database guarantees on PostgreSQL 15, unit tests, and every story in Chromium.
export default defineConfig({
  test: {
    projects: [
      'local-backend/vitest.config.ts',
      'local-backend/vitest.postgres.config.ts',
      'supabase/vitest.config.ts',
      'supabase/contract/vitest.config.ts',
      'shared-data/vitest.config.ts',
      'shared-ui/vitest.config.ts',
      'tooling/vitest.config.ts',
      'sites/vite.config.ts',
      'admin/vite.config.ts',
      'vitest.storybook.config.ts',
    ],
  },
});
