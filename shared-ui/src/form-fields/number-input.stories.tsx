import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { number, object } from 'yup';
import { submitExpectingValues } from '../story-support/form-play';
import { NumberInput } from './number-input';
import { phoneViewport, withFormik } from './story-form';

const schema = object({
  satisfaction: number()
    .typeError('Satisfaction must be a number')
    .min(0, 'Satisfaction must be at least 0')
    .max(5, 'Satisfaction must be at most 5')
    .required('Satisfaction is required'),
});

const meta = {
  title: 'Form fields/NumberInput',
  component: NumberInput,
  args: { name: 'satisfaction', label: 'Satisfaction', min: 0, max: 5, step: 0.1, required: true },
  decorators: [
    withFormik({ initialValues: { satisfaction: undefined }, validationSchema: schema }),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: /Satisfaction/ });
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('max', '5');
    await expect(input).toHaveAttribute('step', '0.1');
    await userEvent.type(input, '4.5');
    // The value reaches the form as a number, not as the string "4.5".
    await submitExpectingValues(canvas, '{"satisfaction":4.5}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: /Satisfaction/ });
    await userEvent.type(input, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Satisfaction must be at most 5'),
    );
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveAccessibleDescription('Satisfaction is required'));
  },
};

export const LongText: Story = {
  args: {
    label: 'Number of clients served by this professional since joining the agency',
    helperText: 'Minimum 0',
  },
};

export const Mobile: Story = { globals: phoneViewport };
