/** The public forms a button can open, as sites/scripts/form-chunks.ts names their code. */
export type FormName = 'booking' | 'enrollment' | 'partner' | 'registration';

/**
 * Props of a button that opens a form's dialog: the early-input script requests the form's
 * code at the first touch of such a button and shows a loading bar from the press until the
 * dialog is on screen (docs/performance.md, "The call to action answers at once").
 */
export function opensForm(form: FormName) {
  return { 'aria-haspopup': 'dialog', 'data-opens-form': form } as const;
}
