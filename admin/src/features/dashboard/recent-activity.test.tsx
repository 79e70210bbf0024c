import { dashboardKeys, type RecentActivity as Activity } from '@inzira/shared-data/dashboard';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { expect, it } from 'vitest';
import { FormTestProviders } from '../../common/admin-list/test-providers';
import { RecentActivity } from './recent-activity';

const activity: Activity[] = [
  {
    kind: 'enrollment',
    id: 'e1',
    title: 'Pacifique Ishimwe',
    detail: 'Event Management Fundamentals',
    status: 'unpaid',
    created_at: new Date().toISOString(),
  },
  {
    kind: 'booking',
    id: 'b1',
    title: 'Alice Uwera',
    detail: 'Content Creation',
    status: 'pending',
    created_at: new Date().toISOString(),
  },
];

it('writes every status the way the badges do: "Unpaid" beside "Pending"', async () => {
  render(
    <FormTestProviders>
      <SWRConfig
        value={{
          fallback: { [unstable_serialize(dashboardKeys.recentActivity(10))]: activity },
          revalidateOnMount: false,
        }}
      >
        <RecentActivity />
      </SWRConfig>
    </FormTestProviders>,
  );
  const items = await screen.findAllByRole('listitem');
  expect(within(items[0] ?? document.body).getByText('Unpaid')).toBeVisible();
  expect(within(items[0] ?? document.body).queryByText('unpaid')).toBeNull();
  expect(within(items[1] ?? document.body).getByText('Pending')).toBeVisible();
});
