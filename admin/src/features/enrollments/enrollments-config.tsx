import type { AdminRows } from '@inzira/shared-data/admin-list';
import {
  PAYMENT_STATUSES,
  useEnrollmentActions,
  type PaymentStatus,
} from '@inzira/shared-data/enrollments';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import * as column from '../../common/admin-list/columns';
import { named, rowActions, statusForm, statusInbox } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime, formatMoney } from '../../common/admin-list/format';
import { statusSchema } from '../../common/admin-list/status-form';

type StatusValues = { status: PaymentStatus };
type Enrollment = AdminRows['enrollments'];

/**
 * Stripe reported a payment the status could not simply follow (docs/payments.md): shown until
 * an administrator sets the payment status by hand.
 */
function ReviewFlag({ row }: { row: Enrollment }) {
  const reason = row.payment_review;
  if (!reason) return null;
  return (
    <Tooltip title={reason}>
      <Chip size="small" color="warning" label="Needs review" />
    </Tooltip>
  );
}
const amount = (row: Enrollment) => formatMoney(row.amount_cents, row.currency);

export const enrollmentsConfig: EntityConfig<'enrollments', StatusValues, StatusValues> = {
  ...named('enrollments', 'Enrollments', 'Enrollment'),
  columns: [
    ...column.person('full_name'),
    column.text('course_title', 'Course', 180),
    column.formatted('amount_cents', 'Amount', amount, 110),
    column.status('payment_status', (row) => row.payment_status, 'Payment'),
    column.rendered('payment_review', 'Review', ReviewFlag, 130),
  ],
  form: statusForm(statusSchema(PAYMENT_STATUSES), PAYMENT_STATUSES, (row) => row.payment_status),
  useActions: rowActions(useEnrollmentActions, (values) => ({ payment_status: values.status })),
  describe: (row) => `${row.full_name}: ${row.course_title}`,
  ...statusInbox('enrollments', {
    statusLabel: 'Payment',
    leadOf: (row) => ({ status: row.payment_status, email: row.email, phone: row.phone }),
    details: [
      { label: 'Amount', value: amount },
      { label: 'Payment review', value: (row) => row.payment_review },
      { label: 'Stripe payment', value: (row) => row.stripe_payment_intent_id },
      {
        label: 'Payment updated',
        value: (row) => row.payment_updated_at && formatDateTime(row.payment_updated_at),
      },
      { label: 'Payment reference', value: (row) => row.payment_reference },
    ],
    replySubject: 'Your enrollment with Inzira',
    card: {
      title: (row) => row.full_name,
      // Phones show no Review column: the card says it.
      detail: (row) =>
        row.payment_review ? `${row.course_title} · Needs review` : row.course_title,
      date: (row) => formatDateTime(row.created_at),
    },
  }),
};
