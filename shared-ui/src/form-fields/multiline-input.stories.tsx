import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingError, submitExpectingValues } from '../story-support/form-play';
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
    await submitExpectingValues(canvas, '{"message":"First line\\nSecond line"}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await submitExpectingError(
      canvas,
      canvas.getByRole('textbox', { name: /Message/ }),
      'Message is required',
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
