import { dashboardKeys, type DashboardStats } from '@inzira/shared-data/dashboard';
import { render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { expect, it } from 'vitest';
import { FormTestProviders } from '../../common/admin-list/test-providers';
import { StatCards } from './stat-cards';

const figure = (value: number, previous: number) => ({ value, previous, changePercent: null });
const stats: DashboardStats = {
  totalProfessionals: figure(10, 8),
  activeBookings: figure(4, 1),
  averageRating: { ...figure(4.7, 4.8), source: 'testimonials' },
  completedProjects: figure(8, 5),
};

it("names each figure's link by the text it shows (label in name)", async () => {
  render(
    <FormTestProviders>
      <SWRConfig
        value={{
          fallback: { [unstable_serialize(dashboardKeys.stats())]: stats },
          revalidateOnMount: false,
        }}
      >
        <StatCards
          urls={{
            professionals: '/p',
            bookings: '/b',
            testimonials: '/t',
            services: '/s',
            projects: '/pr',
          }}
        />
      </SWRConfig>
    </FormTestProviders>,
  );
  const link = await screen.findByRole('link', { name: /^Active Bookings/ });
  expect(link).toHaveAttribute('href', '/b?status=pending,confirmed');
  // What a sighted user reads on the card is in the name a voice user says to follow it.
  expect(link).toHaveAccessibleName(/^Active Bookings\s*4\b.*\+3 since 30 days ago$/);
  expect(screen.getAllByRole('link')).toHaveLength(4);
});
