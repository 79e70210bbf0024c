import {
  PAYMENT_STATUSES,
  useEnrollmentActions,
  type PaymentStatus,
} from '@inzira/shared-data/enrollments';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime, formatMoney } from '../../common/admin-list/format';
import { StatusChip } from '../../common/admin-list/status-chip';
import { statusFields, statusSchema } from '../../common/admin-list/status-form';

const schema = statusSchema(PAYMENT_STATUSES);
type StatusValues = { status: PaymentStatus };

/**
 * Stripe reported a payment the status could not simply follow (docs/payments.md): shown until
 * an administrator sets the payment status by hand.
 */
function ReviewFlag({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <Chip size="small" color="warning" label="Needs review" />
    </Tooltip>
  );
}

export const enrollmentsConfig: EntityConfig<'enrollments', StatusValues, StatusValues> = {
  resource: 'enrollments',
  title: 'Enrollments',
  entityName: 'Enrollment',
  texts: entityTexts('Enrollment'),
  statuses: PAYMENT_STATUSES,
  columns: [
    { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'course_title', headerName: 'Course', flex: 1, minWidth: 180 },
    {
      field: 'amount_cents',
      headerName: 'Amount',
      width: 110,
      valueFormatter: (_value, row) => formatMoney(row.amount_cents, row.currency),
    },
    {
      field: 'payment_status',
      headerName: 'Payment',
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.payment_status} />,
    },
    {
      field: 'payment_review',
      headerName: 'Review',
      width: 130,
      renderCell: ({ row }) => <ReviewFlag reason={row.payment_review} />,
    },
  ],
  form: {
    useSchema: () => schema,
    empty: { status: 'unpaid' },
    toValues: (row) => ({ status: row.payment_status }),
    Fields: statusFields(PAYMENT_STATUSES),
  },
  useActions: () => {
    const actions = useEnrollmentActions();
    return {
      update: (row, values) => actions.update(row.id, { payment_status: values.status }),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => `${row.full_name}: ${row.course_title}`,
  details: [
    { label: 'Payment', value: (row) => <StatusChip status={row.payment_status} /> },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone },
    { label: 'Amount', value: (row) => formatMoney(row.amount_cents, row.currency) },
    { label: 'Payment review', value: (row) => row.payment_review },
    { label: 'Stripe payment', value: (row) => row.stripe_payment_intent_id },
    {
      label: 'Payment updated',
      value: (row) => row.payment_updated_at && formatDateTime(row.payment_updated_at),
    },
    { label: 'Payment reference', value: (row) => row.payment_reference },
    { label: 'Received', value: (row) => formatDateTime(row.created_at) },
  ],
  lead: {
    inbox: 'enrollments',
    status: { resource: 'enrollments', values: PAYMENT_STATUSES, of: (row) => row.payment_status },
    email: (row) => row.email,
    phone: (row) => row.phone,
    replySubject: 'Your enrollment with Inzira',
  },
  card: {
    title: (row) => row.full_name,
    // Phones show no Review column: the card says it.
    detail: (row) => (row.payment_review ? `${row.course_title} · Needs review` : row.course_title),
    status: (row) => row.payment_status,
    date: (row) => formatDateTime(row.created_at),
  },
};
