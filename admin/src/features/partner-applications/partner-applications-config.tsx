import {
  APPLICATION_STATUSES,
  usePartnerApplicationActions,
  type ApplicationStatus,
} from '@inzira/shared-data/partner-applications';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../common/admin-list/format';
import { StatusChip } from '../../common/admin-list/status-chip';
import { statusFields, statusSchema } from '../../common/admin-list/status-form';

const schema = statusSchema(APPLICATION_STATUSES);
type StatusValues = { status: ApplicationStatus };

export const partnerApplicationsConfig: EntityConfig<
  'partner_applications',
  StatusValues,
  StatusValues
> = {
  resource: 'partner_applications',
  title: 'Partner applications',
  entityName: 'Partner Application',
  texts: entityTexts('Partner application'),
  statuses: APPLICATION_STATUSES,
  columns: [
    { field: 'company_name', headerName: 'Company', flex: 1, minWidth: 170 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'phone', headerName: 'Phone', width: 150, sortable: false },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'created_at',
      headerName: 'Received',
      width: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (_value, row) => formatDateTime(row.created_at),
    },
  ],
  form: {
    useSchema: () => schema,
    empty: { status: 'pending' },
    toValues: (row) => ({ status: row.status }),
    Fields: statusFields(APPLICATION_STATUSES),
  },
  useActions: () => {
    const actions = usePartnerApplicationActions();
    return {
      update: (row, values) => actions.update(row.id, values),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => `Application from ${row.company_name}`,
  details: [
    { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone },
    { label: 'Message', value: (row) => row.message },
    { label: 'Received', value: (row) => formatDateTime(row.created_at) },
  ],
  lead: {
    inbox: 'partner_applications',
    status: {
      resource: 'partner_applications',
      values: APPLICATION_STATUSES,
      of: (row) => row.status,
    },
    email: (row) => row.email,
    phone: (row) => row.phone,
    replySubject: 'Your partnership application to Inzira',
  },
  card: {
    title: (row) => row.company_name,
    detail: (row) => row.email,
    status: (row) => row.status,
    date: (row) => formatDateTime(row.created_at),
  },
};
