import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Prerendered pages show their buttons before the app hydrates; a click that early does
 * nothing, so wait until the page's code has loaded, as a visitor would by reading first.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/**
 * Clicks until `opened` shows, as a visitor clicks again when the first tap landed before
 * the page came alive (hydration on a busy machine can outlast the network going idle).
 */
export async function clickUntilVisible(button: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await button.click({ timeout: 2_000 });
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
