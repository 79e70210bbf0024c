import {
  BOOKING_STATUSES,
  createAdminBookingSchema,
  statusLabel,
  toAdminBookingRow,
  useBookingActions,
  type AdminBookingFormValues,
} from '@inzira/shared-data/bookings';
import { useServiceOptions } from '@inzira/shared-data/services';
import { MultilineInput, SelectInput, TextInput } from '@inzira/shared-ui/form-fields';
import { useMemo } from 'react';
import { entityTexts, type EntityConfig } from '../../shared/admin-list/entity-config';
import { formatDateTime } from '../../shared/admin-list/format';
import { StatusChip } from '../../shared/admin-list/status-chip';

type BookingDraft = Omit<AdminBookingFormValues, 'status' | 'requested_service'> & {
  status: string;
  requested_service?: string;
};

const statusOptions = BOOKING_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

function BookingFields() {
  const services = useServiceOptions();
  const options = (services.data ?? []).map((service) => ({
    value: service.id,
    label: service.title,
  }));
  return (
    <>
      <TextInput name="full_name" label="Full name" required helperText=" " />
      <TextInput name="email" label="Email" type="email" required helperText=" " />
      <TextInput name="phone_number" label="Phone number" type="tel" helperText=" " />
      <SelectInput
        name="service_id"
        label="Service"
        required
        options={options}
        placeholder={services.isLoading ? 'Loading services...' : 'Choose a service'}
        helperText={services.error instanceof Error ? services.error.message : ' '}
      />
      <MultilineInput
        name="project_description"
        label="Project description"
        required
        minRows={3}
        helperText=" "
      />
      <SelectInput name="status" label="Status" required options={statusOptions} helperText=" " />
    </>
  );
}

/** The schema accepts only the services that exist, so it follows their list. */
function useBookingSchema() {
  const services = useServiceOptions();
  return useMemo(
    () => createAdminBookingSchema((services.data ?? []).map((service) => service.id)),
    [services.data],
  );
}

export const bookingsConfig: EntityConfig<'bookings', BookingDraft, AdminBookingFormValues> = {
  resource: 'bookings',
  title: 'Bookings',
  entityName: 'Booking',
  texts: entityTexts('Booking'),
  statuses: BOOKING_STATUSES,
  columns: [
    { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    {
      field: 'requested_service',
      headerName: 'Service',
      flex: 1,
      minWidth: 170,
      // The linked service's title, or what the visitor chose on the public form.
      valueGetter: (_value, row) => row.service?.title ?? row.requested_service,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'created_at',
      headerName: 'Received',
      width: 160,
      valueFormatter: (_value, row) => formatDateTime(row.created_at),
    },
  ],
  form: {
    useSchema: useBookingSchema,
    empty: {
      full_name: '',
      email: '',
      phone_number: '',
      service_id: '',
      project_description: '',
      status: 'pending',
    },
    toValues: (row) => ({
      full_name: row.full_name,
      email: row.email,
      phone_number: row.phone_number ?? '',
      service_id: row.service_id ?? '',
      requested_service: row.requested_service,
      project_description: row.project_description,
      status: row.status,
    }),
    Fields: BookingFields,
  },
  useActions: () => {
    const actions = useBookingActions();
    return {
      create: (values) => actions.create(toAdminBookingRow(values)),
      update: (row, values) => actions.update(row.id, toAdminBookingRow(values)),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => `Booking from ${row.full_name}`,
  details: [
    { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone_number },
    { label: 'Service', value: (row) => row.service?.title ?? row.requested_service },
    { label: 'Project', value: (row) => row.project_description },
    { label: 'Received', value: (row) => formatDateTime(row.created_at) },
  ],
};
