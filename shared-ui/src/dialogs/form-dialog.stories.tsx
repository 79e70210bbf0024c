import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { expectClosedTo, openDialogFrom } from '../story-support/dialog-play';
import { FormDialog, type FormDialogProps } from './form-dialog';

// Hosts the dialog behind a trigger, as the admin lists do, so the stories can
// prove that focus goes into the dialog and comes back to the trigger.
function FormDialogDemo(
  props: Omit<FormDialogProps, 'open' | 'onClose' | 'children'> & {
    initiallyOpen?: boolean;
    onClose?: () => void;
  },
) {
  const { initiallyOpen = false, onClose, onSubmit, ...dialogProps } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {dialogProps.mode === 'add' ? 'Add Professional' : 'Edit'}
      </Button>
      <FormDialog {...dialogProps} open={open} onClose={close} onSubmit={submit}>
        <TextField
          label="Full name"
          name="full_name"
          defaultValue={dialogProps.mode === 'edit' ? 'Aline Uwase' : ''}
          required
        />
        <TextField
          label="Title"
          name="title"
          defaultValue={dialogProps.mode === 'edit' ? 'Content Creator' : ''}
        />
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Dialogs/FormDialog',
  component: FormDialogDemo,
  args: { mode: 'add', entityName: 'Professional', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof FormDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    // Focus moves into the dialog on open, and back to the button that opened it on close.
    const { trigger, dialog } = await openDialogFrom(
      canvasElement,
      'Add Professional',
      'Add Professional',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Full name/ }),
      'Eric Mugisha',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosedTo(trigger);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initiallyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Professional' });
    await expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveValue(
      'Aline Uwase',
    );
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { mode: 'edit', initiallyOpen: true, isSubmitting: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Professional' });
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    initiallyOpen: true,
    entityName:
      'Professional with a very long descriptive entity name that wraps over several lines',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Professional' });
    // On phones the form takes the whole screen instead of a cramped card.
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
