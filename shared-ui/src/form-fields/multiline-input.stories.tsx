import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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

/** The box grows line by line as the visitor writes, up to `maxRows`, then scrolls. */
export const GrowsWithItsText: Story = {
  args: { minRows: 3, maxRows: 6 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /Message/ });
    const empty = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, 'one{enter}two{enter}three');
    await expect(textarea.getBoundingClientRect().height).toBe(empty);
    await userEvent.type(textarea, '{enter}four{enter}five');
    const fiveLines = textarea.getBoundingClientRect().height;
    await expect(fiveLines).toBeGreaterThan(empty * 1.5);
    await userEvent.type(textarea, '{enter}six{enter}seven{enter}eight{enter}nine');
    await expect(textarea.getBoundingClientRect().height).toBeLessThan(fiveLines * 1.3);
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const Mobile: Story = { globals: phoneViewport };
