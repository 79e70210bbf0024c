import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingValues } from '../story-support/form-play';
import { phoneViewport, withFormik } from './story-form';
import { TextInput } from './text-input';

const schema = object({
  email: string().email('Please enter a valid email address').required('Email is required'),
});

const meta = {
  title: 'Form fields/TextInput',
  component: TextInput,
  args: { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  decorators: [withFormik({ initialValues: { email: '' }, validationSchema: schema })],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    // A fresh form is quiet: no error before the user has done anything.
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await userEvent.type(input, 'aline@example.com');
    await submitExpectingValues(canvas, '{"email":"aline@example.com"}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const input = canvas.getByRole('textbox', { name: /Email/ });
    // The message sits under the field and is tied to it for screen readers.
    await waitFor(() => expect(input).toHaveAccessibleDescription('Email is required'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    await expect(canvas.getByRole('status', { name: 'Submitted values' })).toBeEmptyDOMElement();
  },
};

export const Empty: Story = {
  args: { required: false, label: 'Website', name: 'website', type: 'url' },
};

export const Submitting: Story = {
  parameters: { slowSubmit: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'aline@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled(),
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'The e-mail address where we can send the confirmation of your booking',
    helperText:
      'We only use it to answer your request and never share it with the professionals you did not choose.',
  },
};

export const Mobile: Story = { globals: phoneViewport };
