import {
  BOOKING_STATUSES,
  createAdminBookingSchema,
  statusLabel,
  toAdminBookingRow,
  useBookingActions,
  type AdminBookingFormValues,
} from '@inzira/shared-data/bookings';
import { useServiceOptions } from '@inzira/shared-data/services';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import * as column from '../../common/admin-list/columns';
import { named, rowActions, statusInbox } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formatDateTime } from '../../common/admin-list/format';
import { ServiceChoice } from './service-choice';

type BookingDraft = Omit<AdminBookingFormValues, 'status' | 'requested_service'> & {
  status: string;
  requested_service?: string;
};

const statusOptions = BOOKING_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

/** What the visitor picked on the public form, shown above the (optional) linked record. */
function VisitorChoice() {
  const { values } = useFormikContext<BookingDraft>();
  if (!values.requested_service) return null;
  return (
    <TextField
      label="Visitor's choice"
      value={values.requested_service}
      slotProps={{ input: { readOnly: true } }}
      helperText="What the visitor picked on the public form"
    />
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
  ...named('bookings', 'Bookings', 'Booking'),
  columns: [
    ...column.person('full_name'),
    // The visitor's own choice, with the linked service record beside it when it differs.
    {
      ...column.text('requested_service', 'Service', 170),
      renderCell: ({ row }) => <ServiceChoice row={row} />,
    },
    column.status('status', (row) => row.status),
    column.dateTime('created_at', 'Received', (row) => row.created_at),
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
    Fields: field.list(
      field.text('full_name', 'Full name', { required: true }),
      field.text('email', 'Email', { type: 'email', required: true }),
      field.text('phone_number', 'Phone number', { type: 'tel' }),
      <VisitorChoice key="requested_service" />,
      field.lookup('service_id', 'Linked service', useServiceOptions, {
        placeholder: 'No linked service',
        loading: 'Loading services...',
        hint: 'Optional: the service record this booking is for',
      }),
      field.multiline('project_description', 'Project description', { required: true }),
      field.select('status', 'Status', statusOptions, { required: true }),
    ),
  },
  useActions: rowActions(useBookingActions, toAdminBookingRow),
  describe: (row) => `Booking from ${row.full_name}`,
  ...statusInbox('bookings', {
    leadOf: (row) => ({ status: row.status, email: row.email, phone: row.phone_number }),
    details: [
      { label: "Visitor's choice", value: (row) => row.requested_service },
      { label: 'Linked service', value: (row) => row.service?.title ?? 'Not linked' },
      { label: 'Project', value: (row) => row.project_description },
    ],
    replySubject: 'Your booking with Inzira',
    card: {
      title: (row) => row.full_name,
      detail: (row) =>
        row.service && row.service.title !== row.requested_service
          ? `${row.requested_service} (linked: ${row.service.title})`
          : row.requested_service,
      date: (row) => formatDateTime(row.created_at),
    },
  }),
};
