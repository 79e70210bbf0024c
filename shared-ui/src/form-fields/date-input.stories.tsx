import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingError, submitExpectingValues } from '../story-support/form-play';
import { DateInput } from './date-input';
import { phoneViewport, withFormik } from './story-form';

const schema = object({ date: string().required('Date is required') });

const meta = {
  title: 'Form fields/DateInput',
  component: DateInput,
  args: {
    name: 'date',
    label: 'Preferred date',
    min: '2026-11-22',
    max: '2027-01-22',
    required: true,
  },
  decorators: [withFormik({ initialValues: { date: '' }, validationSchema: schema })],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Preferred date/);
    await expect(input).toHaveAttribute('min', '2026-11-22');
    await expect(input).toHaveAttribute('max', '2027-01-22');
    await userEvent.type(input, '2026-12-03');
    await submitExpectingValues(canvas, '{"date":"2026-12-03"}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await submitExpectingError(canvas, canvas.getByLabelText(/Preferred date/), 'Date is required');
  },
};

export const LongText: Story = {
  args: {
    label: 'Preferred date for the consultation with our team in Kigali',
    helperText: 'Any day within the next two months',
  },
};

export const Mobile: Story = { globals: phoneViewport };
