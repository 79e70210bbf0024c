import { expect, type Locator, type Page } from '@playwright/test';
import { expectMessages } from './forms';
import { expectNoticeAfter } from './notices';
import { openDialog } from './open-dialog';

export { fillFields } from './forms';

// The steps of the back-office's lists: open one, add, view, edit and delete its rows. Specs
// import them as a namespace (`list.open`, `list.deleteRow`) beside the session's `test`.

/** The grid row showing `text`. */
export const rowWith = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ hasText: text });

/** Opens an admin list and waits for its heading and grid. */
export async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** Opens the list's Add dialog: its button and the dialog bear one name, e.g. "Add Service". */
export function openAddDialog(page: Page, name: string): Promise<Locator> {
  return openDialog(page.getByRole('button', { name }), page.getByRole('dialog', { name }));
}

/** Opens a row's Edit dialog; `name` is the dialog's, e.g. "Edit Service". */
export function openEditDialog(page: Page, row: Locator, name?: string): Promise<Locator> {
  return openDialog(
    row.getByRole('button', { name: 'Edit' }),
    page.getByRole('dialog', name ? { name } : {}),
  );
}

/** Adds what the form must refuse: the dialog stays open and names each problem. */
export async function expectAddRefused(dialog: Locator, ...messages: string[]): Promise<void> {
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectMessages(dialog, ...messages);
}

/** Sets an inbox row's status through its Edit dialog and saves it; `entity` as for deleteRow. */
export async function changeStatus(
  page: Page,
  row: Locator,
  status: string,
  entity: string,
): Promise<void> {
  const dialog = await openEditDialog(page, row);
  await dialog.getByLabel('Status').selectOption(status);
  await submitDialog(page, 'Save Changes', `${entity} updated successfully!`);
}

/** Saves the open form and checks the dialog closed with the success notice. */
export async function submitDialog(page: Page, button: string, notice: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expectNoticeAfter(page, notice, () =>
    dialog.getByRole('button', { name: button, exact: true }).click(),
  );
  await expect(dialog).toBeHidden();
}

/** The read-only view shows each text, then closes. */
export async function viewRow(page: Page, row: Locator, texts: string[]): Promise<void> {
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  for (const text of texts) await expect(dialog.getByText(text).first()).toBeVisible();
  // Read-only: no field of the record can be typed in. An inbox's view offers only actions:
  // the note box and, for consultations, the reschedule date.
  const actionBoxes = /^(?!Add a note$|New date \(Kigali\)$)/;
  await expect(dialog.getByRole('textbox', { name: actionBoxes })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Deletes through the in-app confirmation: cancelled first (the row stays), then confirmed
 * (the row goes, with the success notice and its Undo). `entity` is the list's record as the
 * admin names it ("Blog post"): its notices read "Blog post deleted successfully!" and "Are you
 * sure you want to delete this blog post?", unless the list asks in words of its own.
 */
export async function deleteRow(
  page: Page,
  text: string,
  entity: string,
  confirmation = `Are you sure you want to delete this ${entity.toLowerCase()}?`,
): Promise<void> {
  const notice = `${entity} deleted successfully!`;
  const confirm = page.getByRole('alertdialog');
  await rowWith(page, text).getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(confirmation);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, text)).toBeVisible();

  await rowWith(page, text).getByRole('button', { name: 'Delete' }).click();
  const shown = await expectNoticeAfter(page, notice, () =>
    confirm.getByRole('button', { name: 'Delete', exact: true }).click(),
  );
  await expect(shown.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(rowWith(page, text)).toHaveCount(0);
}
