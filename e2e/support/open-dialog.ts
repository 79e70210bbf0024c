import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a button that opens a dialog until the dialog shows: a prerendered page ignores
 * clicks until it has hydrated, and the dialog's code loads on the first click.
 */
export async function openDialog(button: Locator, dialog: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}
