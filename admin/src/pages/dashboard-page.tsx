import { brand } from '@inzira/shared-ui/brand';
import Stack from '@mui/material/Stack';
import { RecentActivity, StatCards } from '../features/dashboard';

export function DashboardPage() {
  return (
    <Stack spacing={3}>
      <title>{`Dashboard | ${brand.name} Admin`}</title>
      {/* The admin shell's top bar carries the page's h1 ("Dashboard"). */}
      <StatCards />
      <RecentActivity />
    </Stack>
  );
}
