import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableProps, type TableSort } from './data-table';

interface Booking {
  id: number;
  full_name: string;
  email: string;
  service: string;
  status: string;
}

const services = [
  'Content Creation',
  'Event Protocols',
  'Translation Services',
  'Marketing Agents',
];
const statuses = ['pending', 'confirmed', 'completed', 'cancelled'];
const names = [
  'Aline Uwase',
  'Eric Mugisha',
  'Grace Ingabire',
  'Jean Habimana',
  'Diane Mukamana',
  'Patrick Nshuti',
];

// A deterministic server-side data set: the story pages, sorts and searches it
// the way the admin's queries do on Postgres.
const allBookings: Booking[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  full_name: `${names[index % names.length]} ${index + 1}`,
  email: `client${index + 1}@example.com`,
  service: services[index % services.length] ?? 'Others',
  status: statuses[index % statuses.length] ?? 'pending',
}));

const columns: GridColDef<Booking>[] = [
  { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'service', headerName: 'Service', minWidth: 170 },
  { field: 'status', headerName: 'Status', minWidth: 110 },
];

function sortText(booking: Booking, field: string): string {
  if (field === 'full_name' || field === 'email' || field === 'service' || field === 'status')
    return booking[field];
  return String(booking.id);
}

type DemoProps = Pick<
  DataTableProps<Booking>,
  | 'onPageChange'
  | 'onSortChange'
  | 'onSearchChange'
  | 'onView'
  | 'onEdit'
  | 'onDelete'
  | 'onRetry'
  | 'isLoading'
  | 'error'
> & {
  bookings?: Booking[];
  hasStatusFilter?: boolean;
  /** Phone width shows cards instead of the grid. */
  hasCards?: boolean;
  isSelectable?: boolean;
};

// Holds the query state the way an admin page does and hands the table one
// server page at a time; the spies see every request the table makes.
function BookingsTable({
  bookings = allBookings,
  hasStatusFilter = false,
  hasCards = false,
  isSelectable = false,
  onPageChange,
  onSortChange,
  onSearchChange,
  ...props
}: DemoProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<GridRowId[]>([]);

  const matching = bookings.filter(
    (booking) =>
      booking.full_name.toLowerCase().includes(search.toLowerCase()) &&
      (status === '' || booking.status === status),
  );
  const sorted = sort
    ? [...matching].sort((a, b) => {
        const order = sortText(a, sort.field).localeCompare(sortText(b, sort.field));
        return sort.direction === 'asc' ? order : -order;
      })
    : matching;

  return (
    <Box sx={{ p: 2 }}>
      <DataTable<Booking>
        {...props}
        label="Bookings"
        rows={
          props.isLoading || props.error ? [] : sorted.slice(page * pageSize, (page + 1) * pageSize)
        }
        columns={columns}
        renderCard={
          hasCards
            ? (booking) => ({
                name: booking.full_name,
                title: booking.full_name,
                detail: booking.service,
                status: booking.status,
                date: '23 Nov 2026, 09:00 CAT',
              })
            : undefined
        }
        selectedIds={isSelectable ? selected : undefined}
        onSelectedIdsChange={isSelectable ? setSelected : undefined}
        rowCount={matching.length}
        page={page}
        pageSize={pageSize}
        sort={sort}
        search={search}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
        onPageSizeChange={(next) => {
          setPageSize(next);
          setPage(0);
        }}
        onSortChange={(next) => {
          setSort(next);
          onSortChange?.(next);
        }}
        onSearchChange={(next) => {
          setSearch(next);
          setPage(0);
          onSearchChange?.(next);
        }}
        filters={
          hasStatusFilter && (
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setPage(0);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            >
              <option value="">All</option>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </TextField>
          )
        }
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />}>
            Add Booking
          </Button>
        }
      />
    </Box>
  );
}

const meta = {
  title: 'Admin/DataTable',
  component: BookingsTable,
  args: {
    onPageChange: fn(),
    onSortChange: fn(),
    onSearchChange: fn(),
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Bookings' });
    await expect(within(grid).getByText('Aline Uwase 1')).toBeVisible();
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();

    // The table asks for page 2 (zero-based page 1).
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(grid).getByText('Jean Habimana 16')).toBeVisible());

    // Sorting a column asks the server for that order.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'full_name', direction: 'asc' });

    // Row actions hand the row back to the page.
    const [firstRow] = within(grid).getAllByRole('row').slice(1);
    if (!firstRow) throw new Error('the grid shows no rows');
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'grace');
    // Typing sends one debounced query with the whole text, not one per key.
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('grace'));
    await expect(args.onSearchChange).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByText('1–10 of 10')).toBeVisible());
  },
};

export const WithStatusFilter: Story = {
  args: { hasStatusFilter: true },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await waitFor(() => expect(canvas.getByText('1–10 of 14')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('No data available')).toBeNull();
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'Failed to load bookings: permission denied for table bookings' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load bookings');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The search stays usable so the admin can change the query.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    bookings: allBookings.map((booking) => ({
      ...booking,
      full_name: `${booking.full_name} wants help with a three-day conference, translation and protocol team in Kigali`,
    })),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Bookings' });
    await expect(grid).toBeVisible();
    // The row actions come first, reachable without scrolling sideways.
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Actions');
    // Wide columns scroll inside the grid; the page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Selection: Story = {
  args: { isSelectable: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Bookings' });
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    const boxes = within(grid).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(11);
    for (const box of boxes) await waitFor(() => expect(box).toBeChecked());
  },
};

export const MobileCards: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { hasCards: true, isSelectable: true },
  play: async ({ args, canvas }) => {
    // At phone width the rows are cards with the fields that matter, not a grid.
    await expect(canvas.queryByRole('grid')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Bookings' });
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no card');
    await expect(first).toHaveTextContent('Aline Uwase 1');
    await expect(first).toHaveTextContent('23 Nov 2026, 09:00 CAT');
    await userEvent.click(within(first).getByRole('button', { name: 'View Aline Uwase 1' }));
    await expect(args.onView).toHaveBeenCalledOnce();
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Select Aline Uwase 1' }));
    await expect(within(first).getByRole('checkbox')).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
