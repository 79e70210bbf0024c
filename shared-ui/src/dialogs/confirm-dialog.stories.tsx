import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectClosedTo, openDialogFrom } from '../story-support/dialog-play';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function ConfirmDialogDemo(props: Omit<ConfirmDialogProps, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onCancel, onConfirm, ...dialogProps } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...dialogProps}
        open={open}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialogDemo,
  args: {
    title: 'Delete professional',
    message: 'Are you sure you want to delete this professional?',
    confirmLabel: 'Delete',
    isDestructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openDialogFrom(
      canvasElement,
      'Delete',
      'Delete professional',
      'alertdialog',
    );
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this professional?',
    );
    // The harmless choice has focus, so Enter never deletes by accident.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expectClosedTo(trigger, 'alertdialog');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  args: { initiallyOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete professional' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { initiallyOpen: true, isConfirming: true, confirmingLabel: 'Deleting...' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

export const NotDestructive: Story = {
  args: {
    initiallyOpen: true,
    title: 'Publish post',
    message: 'Publish this post now?',
    confirmLabel: 'Publish',
    isDestructive: false,
  },
};

export const LongText: Story = {
  args: {
    initiallyOpen: true,
    message:
      'Are you sure you want to delete this blog post? "How a small Kigali bakery tripled its online orders with short-form video, consistent branding and a little help from our content creators" and its reactions will be removed for good.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { initiallyOpen: true },
};
