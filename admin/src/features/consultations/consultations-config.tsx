import {
  SUBMISSION_STATUSES,
  useConsultationActions,
  type SubmissionStatus,
} from '@inzira/shared-data/consultations';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../common/admin-list/format';
import { StatusChip } from '../../common/admin-list/status-chip';
import { statusFields, statusSchema } from '../../common/admin-list/status-form';
import { RescheduleForm } from './reschedule-form';

const schema = statusSchema(SUBMISSION_STATUSES);
type StatusValues = { status: SubmissionStatus };

export const consultationsConfig: EntityConfig<'consultations', StatusValues, StatusValues> = {
  resource: 'consultations',
  title: 'Consultations',
  entityName: 'Consultation',
  texts: entityTexts('Consultation'),
  statuses: SUBMISSION_STATUSES,
  columns: [
    { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'service', headerName: 'Service', flex: 1, minWidth: 160 },
    {
      field: 'scheduled_for',
      headerName: 'Scheduled for',
      width: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (_value, row) => formatDateTime(row.scheduled_for),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
  ],
  form: {
    useSchema: () => schema,
    empty: { status: 'pending' },
    toValues: (row) => ({ status: row.status }),
    Fields: statusFields(SUBMISSION_STATUSES),
  },
  useActions: () => {
    const actions = useConsultationActions();
    return {
      update: (row, values) => actions.update(row.id, values),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => `Consultation with ${row.full_name}`,
  details: [
    { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone_number },
    { label: 'Service', value: (row) => row.service },
    { label: 'Scheduled for', value: (row) => formatDateTime(row.scheduled_for) },
    { label: 'Message', value: (row) => row.message },
    { label: 'Received', value: (row) => formatDateTime(row.created_at) },
  ],
  lead: {
    inbox: 'consultations',
    status: { resource: 'consultations', values: SUBMISSION_STATUSES, of: (row) => row.status },
    email: (row) => row.email,
    phone: (row) => row.phone_number,
    replySubject: 'Your consultation with Inzira',
    Tools: RescheduleForm,
  },
  card: {
    title: (row) => row.full_name,
    detail: (row) => row.service,
    status: (row) => row.status,
    date: (row) => formatDateTime(row.scheduled_for),
  },
};
