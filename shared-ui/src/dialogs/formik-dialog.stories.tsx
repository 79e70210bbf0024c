import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectClosedTo, openDialogFrom } from '../story-support/dialog-play';
import { array, object, string, type InferType } from 'yup';
import { CommaListInput, TextInput } from '../form-fields';
import { FormikDialog } from './formik-dialog';

const professionalSchema = object({
  full_name: string().trim().required('Full name is required'),
  email: string().email('Please enter a valid email address').required('Email is required'),
  skills: array(string().required()).min(1, 'Add at least one skill').required(),
});

type ProfessionalValues = InferType<typeof professionalSchema>;

const emptyProfessional: ProfessionalValues = { full_name: '', email: '', skills: [] };
const aline: ProfessionalValues = {
  full_name: 'Aline Uwase',
  email: 'aline@example.com',
  skills: ['SEO', 'Copywriting'],
};

// The admin list pattern: one dialog for add and edit, opened from a button
// that gets the focus back when the dialog closes.
function ProfessionalDialogDemo({
  record,
  initiallyOpen = false,
  onSave,
}: {
  record?: ProfessionalValues;
  initiallyOpen?: boolean;
  onSave: (values: ProfessionalValues) => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const mode = record ? 'edit' : 'add';
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {record ? 'Edit' : 'Add Professional'}
      </Button>
      <FormikDialog
        open={open}
        mode={mode}
        entityName="Professional"
        initialValues={record ?? emptyProfessional}
        validationSchema={professionalSchema}
        onSubmit={async (values) => {
          onSave(professionalSchema.cast(values));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      >
        <TextInput name="full_name" label="Full name" required autoComplete="off" />
        <TextInput name="email" label="Email" type="email" required autoComplete="off" />
        <CommaListInput name="skills" label="Skills" required />
      </FormikDialog>
    </>
  );
}

const meta = {
  title: 'Dialogs/FormikDialog',
  component: ProfessionalDialogDemo,
  args: { onSave: fn() },
} satisfies Meta<typeof ProfessionalDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openDialogFrom(
      canvasElement,
      'Add Professional',
      'Add Professional',
    );
    const form = within(dialog);

    // Submitting an empty form shows each error under its field.
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
        'Full name is required',
      ),
    );
    await expect(form.getByRole('textbox', { name: /Skills/ })).toHaveAccessibleDescription(
      'Add at least one skill',
    );
    await expect(args.onSave).not.toHaveBeenCalled();

    // Cancelling an edited form asks first; keeping the edits keeps the draft.
    await userEvent.type(form.getByRole('textbox', { name: /Full name/ }), 'Draft');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('Draft');
    // A discarded draft does not come back: reopening starts a fresh form.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    const reopened = within(await screen.findByRole('dialog', { name: 'Add Professional' }));
    await expect(reopened.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    await expect(reopened.queryByText('Full name is required')).toBeNull();

    await userEvent.type(reopened.getByRole('textbox', { name: /Full name/ }), 'Eric Mugisha');
    await userEvent.type(reopened.getByRole('textbox', { name: /Email/ }), 'eric@example.com');
    await userEvent.type(
      reopened.getByRole('textbox', { name: /Skills/ }),
      'Event protocol, Translation',
    );
    await userEvent.click(reopened.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        full_name: 'Eric Mugisha',
        email: 'eric@example.com',
        skills: ['Event protocol', 'Translation'],
      }),
    );
    await expectClosedTo(trigger);
  },
};

export const Edit: Story = {
  args: { record: aline, initiallyOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Professional' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /Skills/ })).toHaveValue('SEO, Copywriting');
    await userEvent.clear(form.getByRole('textbox', { name: /Email/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'aline.uwase@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ ...aline, email: 'aline.uwase@example.com' }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { record: aline, initiallyOpen: true },
};
