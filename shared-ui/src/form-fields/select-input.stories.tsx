import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingError, submitExpectingValues } from '../story-support/form-play';
import { SelectInput } from './select-input';
import { phoneViewport, withFormik } from './story-form';

const services = [
  { value: 'Marketing Agents', label: 'Marketing Agents' },
  { value: 'Event Protocols', label: 'Event Protocols' },
  { value: 'Content Creation', label: 'Content Creation' },
  { value: 'Advertising Experts', label: 'Advertising Experts' },
  { value: 'Translation Services', label: 'Translation Services' },
  { value: 'Administrative Support', label: 'Administrative Support (Assistance)' },
  { value: 'Others', label: 'Others' },
];

const schema = object({ service: string().required('Service is required') });

const meta = {
  title: 'Form fields/SelectInput',
  component: SelectInput,
  args: {
    name: 'service',
    label: 'Service',
    options: services,
    placeholder: 'Choose a service',
    required: true,
  },
  decorators: [withFormik({ initialValues: { service: '' }, validationSchema: schema })],
} satisfies Meta<typeof SelectInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Service/ });
    await expect(canvas.getByRole('option', { name: 'Choose a service' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Administrative Support (Assistance)');
    await submitExpectingValues(canvas, '{"service":"Administrative Support"}');
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvas }) => {
    await submitExpectingError(
      canvas,
      canvas.getByRole('combobox', { name: /Service/ }),
      'Service is required',
    );
  },
};

export const Empty: Story = { args: { options: [], placeholder: 'No services yet' } };

export const WithDisabledOption: Story = {
  args: { options: services.map((option, index) => ({ ...option, disabled: index === 1 })) },
};

export const LongText: Story = {
  args: {
    label: 'Which of our services best matches what your organisation needs',
    options: [
      {
        value: 'long',
        label: 'Administrative Support (Assistance) for events, translations and daily office work',
      },
      ...services,
    ],
  },
};

export const Mobile: Story = { globals: phoneViewport };
