import { chromiumPath } from '../scripts/lib/chromium';

export { chromiumPath };

// The machine's Chromium, headless, kept from calling home (no network but the npm registry).
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
