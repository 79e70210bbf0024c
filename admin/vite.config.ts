import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
// Vite bundles only relative imports of its config (bare ones are loaded by Node, which cannot
// read TypeScript), so the plugin is imported by path; the @inzira/tooling devDependency is what
// makes turbo hash it into this build, so an edited CSP never replays a stale _headers.
import { chunkFileNames, chunkGroups } from '../tooling/src/chunk-groups';
import { hostConfigPlugin } from '../tooling/src/host-config-plugin';

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react(), hostConfigPlugin('admin', { ...env, ...process.env })],
    // Brand assets and seed media live in shared-ui so both apps and Storybook serve the same files.
    publicDir: '../shared-ui/public',
    server: { port: 5174, strictPort: true, host: 'localhost' },
    preview: { port: 5174, strictPort: true, host: 'localhost' },
    build: {
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: chunkGroups }, chunkFileNames } },
    },
    test: {
      name: 'admin',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
    },
  };
});
