import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Brand assets and seed media live in shared-ui so both apps and Storybook serve the same files.
  publicDir: '../shared-ui/public',
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  build: { sourcemap: false, target: 'es2022' },
  test: {
    name: 'sites',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
