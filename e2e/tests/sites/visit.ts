import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a page and returns once it has loaded, usually before the app has started: a click or
 * typing that early must still count (the prerendered page holds it until the app is live).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** Clicks once, as a visitor does, and expects `opened` to show. */
export async function clickOpens(button: Locator, opened: Locator): Promise<void> {
  await button.click();
  await expect(opened).toBeVisible();
}
