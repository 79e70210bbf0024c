import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataView } from './data-view';
import { CardSkeletonGrid } from './skeletons';
import { longText } from './story-fixtures';

interface Professional {
  id: number;
  name: string;
}

// A concrete instance of the generic component so Storybook can infer args.
function ProfessionalsView(props: {
  isLoading: boolean;
  error?: Error | null;
  data?: Professional[] | null;
  mutate?: () => void;
}) {
  return (
    <DataView query={props} empty={{ title: 'No professionals available.' }}>
      {(professionals) => (
        <List>
          {professionals.map((professional) => (
            <ListItem key={professional.id}>
              <ListItemText primary={professional.name} />
            </ListItem>
          ))}
        </List>
      )}
    </DataView>
  );
}

const meta = {
  title: 'States/DataView',
  component: ProfessionalsView,
  args: {
    isLoading: false,
    error: null,
    data: [
      { id: 1, name: 'Aline Uwase' },
      { id: 2, name: 'Eric Mugisha' },
    ],
    mutate: fn(),
  },
} satisfies Meta<typeof ProfessionalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aline Uwase')).toBeVisible();
  },
};

export const Loading: Story = {
  // Loading wins over an error from an earlier attempt: the render order is
  // loading, error, empty, data.
  args: { isLoading: true, data: undefined, error: new Error('Failed to fetch professionals.') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LoadingWithSkeleton: Story = {
  render: () => (
    <DataView<Professional[]>
      query={{ isLoading: true }}
      empty={{ title: 'No professionals available.' }}
      loading={<CardSkeletonGrid count={3} />}
    >
      {() => null}
    </DataView>
  ),
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No professionals available.' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: new Error('Failed to fetch professionals.'), data: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch professionals.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.mutate).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { data: [{ id: 1, name: longText }] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
};
