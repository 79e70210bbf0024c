import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { object, string } from 'yup';
import { phoneViewport, withFormik } from './story-form';
import { MultilineInput } from './text-input';

const schema = object({ message: string().trim().required('Message is required') });

const meta = {
  title: 'Form fields/MultilineInput',
  component: MultilineInput,
  args: { name: 'message', label: 'Message', required: true },
  decorators: [withFormik({ initialValues: { message: '' }, validationSchema: schema })],
} satisfies Meta<typeof MultilineInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /Message/ });
    await userEvent.type(textarea, 'First line{enter}Second line');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Submitted values' })).toHaveTextContent(
        '{"message":"First line\\nSecond line"}',
      ),
    );
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
        'Message is required',
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Tell us about your project, your audience and what success would look like for you',
    helperText: 'The more we know, the better we can match you with the right professional.',
    minRows: 6,
  },
};

export const Mobile: Story = { globals: phoneViewport };
