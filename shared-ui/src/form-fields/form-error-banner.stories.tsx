import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormErrorBanner } from './form-error-banner';
import { HoneypotField } from './honeypot-field';
import { phoneViewport, withFormik } from './story-form';
import { TextInput } from './text-input';

const meta = {
  title: 'Form fields/FormErrorBanner',
  component: FormErrorBanner,
  args: { message: 'Please check your inputs and try again.' },
} satisfies Meta<typeof FormErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please check your inputs and try again.',
    );
  },
};

export const Empty: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Error:',
    message:
      'Name: should be at least 2 characters, Email: should be an email, Phone: is required, Service: is required, Message: is required',
  },
};

export const Mobile: Story = {
  globals: phoneViewport,
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
};

// The honeypot lives with the banner: both are form-level, not per-field.
export const Honeypot: Story = {
  decorators: [withFormik({ initialValues: { name: '', _gotcha: '' } })],
  render: () => (
    <>
      <TextInput name="name" label="Name" />
      <HoneypotField />
    </>
  ),
  play: async ({ canvas }) => {
    // Hidden from people and screen readers, and skipped by the Tab key.
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
        '{"name":"","_gotcha":""}',
      ),
    );
  },
};
