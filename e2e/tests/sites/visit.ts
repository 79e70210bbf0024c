import type { Page } from '@playwright/test';

/**
 * Prerendered pages show their buttons before the app hydrates; a click that early does
 * nothing, so wait until the page's code has loaded, as a visitor would by reading first.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}
