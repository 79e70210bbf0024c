import {
  APPLICATION_STATUSES,
  usePartnerApplicationActions,
  type ApplicationStatus,
} from '@inzira/shared-data/partner-applications';
import * as column from '../../common/admin-list/columns';
import { named, rowActions, statusForm, statusInbox } from '../../common/admin-list/config-parts';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime } from '../../common/admin-list/format';
import { statusSchema } from '../../common/admin-list/status-form';

type StatusValues = { status: ApplicationStatus };

export const partnerApplicationsConfig: EntityConfig<
  'partner_applications',
  StatusValues,
  StatusValues
> = {
  ...named(
    'partner_applications',
    'Partner applications',
    'Partner Application',
    entityTexts('Partner application'),
  ),
  columns: [
    column.text('company_name', 'Company', 170),
    column.text('email', 'Email', 200),
    column.fixed('phone', 'Phone', 150),
    column.status('status', (row) => row.status),
    column.dateTime('created_at', 'Received', (row) => row.created_at),
  ],
  form: statusForm(statusSchema(APPLICATION_STATUSES), APPLICATION_STATUSES, (row) => row.status),
  useActions: rowActions(usePartnerApplicationActions, (values) => values),
  describe: (row) => `Application from ${row.company_name}`,
  ...statusInbox('partner_applications', {
    leadOf: (row) => ({ status: row.status, email: row.email, phone: row.phone }),
    details: [{ label: 'Message', value: (row) => row.message }],
    replySubject: 'Your partnership application to Inzira',
    card: {
      title: (row) => row.company_name,
      detail: (row) => row.email,
      date: (row) => formatDateTime(row.created_at),
    },
  }),
};
