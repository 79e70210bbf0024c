import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingError, submitExpectingValues } from '../story-support/form-play';
import { PhoneInput } from './phone-input';
import { phoneViewport, withFormik } from './story-form';

const schema = object({
  countryCode: string().required('Country code is required'),
  phone: string().required('Phone is required'),
});

const meta = {
  title: 'Form fields/PhoneInput',
  component: PhoneInput,
  args: {
    countryCodeName: 'countryCode',
    phoneName: 'phone',
    required: true,
    countryCodeRequired: true,
  },
  decorators: [
    withFormik({ initialValues: { countryCode: '+250', phone: '' }, validationSchema: schema }),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Country code/ })).toHaveValue('+250');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '788 123 456');
    await submitExpectingValues(canvas, '{"countryCode":"+250","phone":"788 123 456"}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /Country code/ }));
    await submitExpectingError(
      canvas,
      canvas.getByRole('textbox', { name: /^Phone/ }),
      'Phone is required',
    );
    await expect(canvas.getByRole('textbox', { name: /Country code/ })).toHaveAccessibleDescription(
      'Country code is required',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Phone number where our team can reach you during office hours',
    helperText: 'We call between 8 AM and 5 PM Kigali time, Monday to Friday.',
  },
};

export const Mobile: Story = { globals: phoneViewport };
