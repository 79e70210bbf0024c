import type { AdminRows } from '@inzira/shared-data/admin-list';
import {
  SUBMISSION_STATUSES,
  useConsultationActions,
  type SubmissionStatus,
} from '@inzira/shared-data/consultations';
import * as column from '../../common/admin-list/columns';
import { named, rowActions, statusForm, statusInbox } from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime } from '../../common/admin-list/format';
import { statusSchema } from '../../common/admin-list/status-form';
import { RescheduleForm } from './reschedule-form';

type StatusValues = { status: SubmissionStatus };
const scheduledFor = (row: AdminRows['consultations']) => formatDateTime(row.scheduled_for);

export const consultationsConfig: EntityConfig<'consultations', StatusValues, StatusValues> = {
  ...named('consultations', 'Consultations', 'Consultation'),
  columns: [
    ...column.person('full_name'),
    column.text('service', 'Service'),
    column.dateTime('scheduled_for', 'Scheduled for', (row) => row.scheduled_for),
    column.status('status', (row) => row.status),
  ],
  form: statusForm(statusSchema(SUBMISSION_STATUSES), SUBMISSION_STATUSES, (row) => row.status),
  useActions: rowActions(useConsultationActions, (values) => values),
  describe: (row) => `Consultation with ${row.full_name}`,
  ...statusInbox('consultations', {
    leadOf: (row) => ({ status: row.status, email: row.email, phone: row.phone_number }),
    details: [
      { label: 'Service', value: (row) => row.service },
      { label: 'Scheduled for', value: scheduledFor },
      { label: 'Message', value: (row) => row.message },
    ],
    replySubject: 'Your consultation with Inzira',
    Tools: RescheduleForm,
    card: { title: (row) => row.full_name, detail: (row) => row.service, date: scheduledFor },
  }),
};
