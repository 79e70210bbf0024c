import { defineConfig } from 'vitest/config';

// The database guarantees (unique slots, atomic counters, per-e-mail limits, policies) on a real
// PostgreSQL 15 server with many connections at once: PGlite runs one transaction at a time, so
// only a real server can show a lost update or a double booking.
export default defineConfig({
  test: {
    name: 'postgres',
    environment: 'node',
    include: ['src/postgres/**/*.test.ts'],
    globalSetup: ['./src/postgres/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
