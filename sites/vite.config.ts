import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
// Vite bundles only relative imports of its config (bare ones are loaded by Node, which cannot
// read TypeScript), so the plugin is imported by path; the @inzira/tooling devDependency is what
// makes turbo hash it into this build, so an edited CSP never replays a stale _headers.
import { chunkFileNames, chunkGroups } from '../tooling/src/chunk-groups';
import { hostConfigPlugin } from '../tooling/src/host-config-plugin';
import { paraglideOptions } from './scripts/paraglide-options';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  // The dev server recompiles the catalogues as they are edited; builds and tests use the
  // committed output, which a test keeps equal to the catalogues (scripts/catalogues.test.ts).
  const watchCatalogues = command === 'serve' && !process.env.VITEST;
  return {
    plugins: [
      react(),
      hostConfigPlugin('sites', { ...env, ...process.env }),
      ...(watchCatalogues
        ? [paraglideVitePlugin({ ...paraglideOptions, strategy: [...paraglideOptions.strategy] })]
        : []),
    ],
    // Brand assets and seed media live in shared-ui so both apps and Storybook serve the same files.
    publicDir: '../shared-ui/public',
    server: { port: 5173, strictPort: true, host: 'localhost' },
    preview: { port: 5173, strictPort: true, host: 'localhost' },
    build: {
      sourcemap: false,
      target: 'es2022',
      // Read by scripts/prerender.ts (each form's chunks), then removed from dist.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: chunkGroups }, chunkFileNames } },
    },
    test: {
      name: 'sites',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
    },
  };
});
