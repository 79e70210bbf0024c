import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface DenoInstallApi {
  runInstall(): string;
}

/**
 * The Deno executable of the `deno` npm package. Its platform package (`@deno/<os>-<arch>`)
 * holds the binary; the package's own install API finds it whether or not its postinstall
 * step ran (npm may skip install scripts), so the path never depends on the platform.
 */
export function denoExecutable(): string {
  const api = require('deno/install_api.cjs') as DenoInstallApi;
  return api.runInstall();
}
