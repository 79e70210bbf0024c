/** The public forms a button can open, as sites/scripts/build-manifest.ts names their code. */
export type FormName = 'booking' | 'enrollment' | 'partner' | 'registration';

/**
 * Props of a button that opens a form's dialog: the early-input script requests the form's
 * code at the first touch of such a button and shows a loading bar from the press until the
 * dialog is on screen (docs/performance.md, "The call to action answers at once). `values` are
 * the fields the dialog opens with (by field name), for the copy of the form a prerendered page
 * shows before the app has started ("A form before the app").
 */
export function opensForm(form: FormName, values?: Record<string, string>) {
  return {
    'aria-haspopup': 'dialog',
    'data-opens-form': form,
    ...(values && Object.keys(values).length > 0
      ? { 'data-form-values': JSON.stringify(values) }
      : {}),
  } as const;
}
