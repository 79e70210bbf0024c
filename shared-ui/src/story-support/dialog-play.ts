import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

// Play steps for the dialogs' stories: a dialog opens from a button of the story, takes the
// focus, and on close gives it back to that button.

type DialogRole = 'dialog' | 'alertdialog';

/**
 * Presses the story's button named `trigger` and waits for the dialog named `name` it opens
 * to hold the focus; returns both, the button for `expectClosedTo`.
 */
export async function openDialogFrom(
  canvasElement: HTMLElement,
  trigger: string,
  name: string,
  role: DialogRole = 'dialog',
): Promise<{ trigger: HTMLElement; dialog: HTMLElement }> {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  await userEvent.click(button);
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { trigger: button, dialog };
}

/** Waits until no dialog of `role` is left and the focus is back on the button that opened it. */
export async function expectClosedTo(
  trigger: HTMLElement,
  role: DialogRole = 'dialog',
): Promise<void> {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}
