import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Root in a sandbox without a network: these keep Chromium from calling home. */
export const quietChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Stops with one clear line when the machine's Chromium is missing (we never download browsers). */
export function assertChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.error(
    `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
