import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AgendaDays } from './agenda-days';

// 07:00 and 12:00 UTC are 9:00 AM and 2:00 PM in Kigali, whatever the browser's zone.
const meta = {
  title: 'Admin/Agenda/AgendaDays',
  component: AgendaDays,
  args: {
    firstDay: '2026-12-07',
    days: 2,
    listUrl: '/admin/consultations',
    entries: [
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        full_name: 'Grace Mukamana',
        service: 'Brand Design',
        status: 'confirmed',
        scheduled_for: '2026-12-07T07:00:00+00:00',
      },
      {
        id: 'c0000000-0000-4000-8000-000000000002',
        full_name: 'Jean-Baptiste Nshimiyimana Habyarimana Uwizeyimana',
        service: 'Social Media Management',
        status: 'pending',
        scheduled_for: '2026-12-07T12:00:00+00:00',
      },
    ],
  },
} satisfies Meta<typeof AgendaDays>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monday 7 December 2026')).toBeVisible();
    await expect(canvas.getByText('9:00 AM')).toBeVisible();
    await expect(canvas.getByText('2:00 PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Grace Mukamana' })).toHaveAttribute(
      'href',
      '/admin/consultations?id=c0000000-0000-4000-8000-000000000001',
    );
    await expect(canvas.getByText('No appointments')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], days: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments')).toBeVisible();
  },
};

export const NamedDays: Story = {
  args: { dayName: (_day: string, index: number) => ['Today', 'Tomorrow'][index] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tomorrow · Tuesday 8 December 2026')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
