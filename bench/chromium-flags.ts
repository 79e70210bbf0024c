import { chromiumPath, quietChromiumArgs } from '../scripts/lib/chromium';

export { chromiumPath };

// The machine's Chromium, headless, kept from calling home (no network but the npm registry).
export const chromiumFlags = ['--headless=new', ...quietChromiumArgs];
