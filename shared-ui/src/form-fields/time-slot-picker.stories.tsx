import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { object, string } from 'yup';
import { submitExpectingValues } from '../story-support/form-play';
import { phoneViewport, withFormik } from './story-form';
import { TimeSlotPicker } from './time-slot-picker';

const slots = [
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
].map((label) => ({
  value: label,
  label,
}));

const schema = object({ time: string().required('Time is required') });

const meta = {
  title: 'Form fields/TimeSlotPicker',
  component: TimeSlotPicker,
  args: {
    name: 'time',
    label: 'Preferred time',
    slots,
    unavailable: ['10:00 AM', '02:00 PM'],
    required: true,
  },
  decorators: [withFormik({ initialValues: { time: '' }, validationSchema: schema })],
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Preferred time/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 AM' }));
    await expect(canvas.getByRole('radio', { name: '11:00 AM' })).toBeChecked();
    await submitExpectingValues(canvas, '{"time":"11:00 AM"}');
  },
};

export const RefusesUnavailableSlot: Story = {
  play: async ({ canvas }) => {
    const taken = canvas.getByRole('radio', { name: '10:00 AM (unavailable)' });
    await expect(taken).toBeDisabled();
    // A click on the taken slot (pointer checks off, as a determined user or
    // script would) leaves nothing chosen, so the form still asks for a time.
    await userEvent.click(canvas.getByText('10:00 AM (unavailable)'), { pointerEventsCheck: 0 });
    await expect(taken).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByText('Time is required')).toBeVisible());
    await expect(canvas.getByRole('group', { name: /Preferred time/ })).toHaveAccessibleDescription(
      'Time is required',
    );
    // Arrow keys skip the taken slot too.
    await userEvent.click(canvas.getByRole('radio', { name: '09:00 AM' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '11:00 AM' })).toBeChecked();
    await expect(taken).not.toBeChecked();
  },
};

export const AllAvailable: Story = { args: { unavailable: [] } };

export const Empty: Story = {
  args: { slots: [], helperText: 'No time slots on this date. Please choose another day.' },
};

export const LongText: Story = {
  args: {
    label:
      'Preferred time for the consultation (Africa/Kigali time, the session lasts about forty-five minutes)',
    slots: slots.map((slot) => ({
      ...slot,
      label: `${slot.label} – ${slot.label === '12:00 PM' ? 'lunch session' : 'session'}`,
    })),
    unavailable: ['12:00 PM'],
  },
};

export const Mobile: Story = { globals: phoneViewport };
