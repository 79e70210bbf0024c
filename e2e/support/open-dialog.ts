import { expect, type Locator } from '@playwright/test';

/** Clicks a button once and expects its dialog (whose code loads on that click) to show. */
export async function openDialog(button: Locator, dialog: Locator): Promise<Locator> {
  await button.click();
  await expect(dialog).toBeVisible();
  return dialog;
}
