import {
  STATUSES_OF,
  type AdminResource,
  type StatusResource,
} from '@inzira/shared-data/admin-list';
import type { ISchema } from 'yup';
import {
  entityTexts,
  type CardConfig,
  type DetailField,
  type EntityActions,
  type EntityForm,
  type LeadConfig,
} from './entity-config';
import { formatDateTime } from './format';
import { StatusChip } from './status-chip';
import { statusFields } from './status-form';

// The pieces every list's config is made of, so that each config says only what is its own.

/** When the row came in, in Kigali time: "Received" for leads, "Added" for content. */
export const createdDetail = <Row extends { created_at: string | null }>(
  label = 'Added',
): DetailField<Row> => ({ label, value: (row) => formatDateTime(row.created_at) });

/** The e-mail and phone lines of a view. */
export const contactDetails = <Row,>(
  email: (row: Row) => string,
  phone: (row: Row) => string | null,
): DetailField<Row>[] => [
  { label: 'Email', value: email },
  { label: 'Phone', value: phone },
];

interface RowWrites<Write> {
  create?: (values: Write) => Promise<unknown>;
  update: (id: string, values: Write) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * The list's actions from the domain's `useXActions` hook: the form's values become the row
 * the table takes through `toWrite`; rows are written by their id.
 */
export function rowActions<Row extends { id: string | null }, Clean, Write>(
  useWrites: () => RowWrites<Write>,
  toWrite: (values: Clean) => Write,
) {
  return function useRowActions(): EntityActions<Row, Clean> {
    const writes = useWrites();
    const { create } = writes;
    return {
      create: create && ((values) => create(toWrite(values))),
      update: (row, values) => writes.update(row.id ?? '', toWrite(values)),
      remove: (row) => writes.remove(row.id ?? ''),
    };
  };
}

/** An inbox's form: only the status changes; the schema is `statusSchema(statuses)`. */
export function statusForm<Row, Status extends string, Clean>(
  schema: ISchema<Clean>,
  statuses: readonly [Status, ...Status[]],
  of: (row: Row) => Status,
): EntityForm<Row, { status: Status }, Clean> {
  return {
    useSchema: () => schema,
    empty: { status: statuses[0] },
    toValues: (row) => ({ status: of(row) }),
    Fields: statusFields(statuses),
  };
}

/** The list's resource and names: "Professionals" for the page, "Professional" for Add and notices. */
export const named = <R extends AdminResource>(
  resource: R,
  title: string,
  entityName: string,
  texts = entityTexts(entityName),
) => ({ resource, title, entityName, texts });

interface InboxSpec<Row> {
  /** The row as a lead: its status, and whom a reply or a call goes to. */
  leadOf: (row: Row) => { status: string; email: string; phone: string | null };
  /** The status line's label in the view, e.g. "Payment". */
  statusLabel?: string;
  /** The view's lines between the contact and the date received. */
  details: DetailField<Row>[];
  replySubject: string;
  Tools?: LeadConfig<Row>['Tools'];
  /** The phone card: who, about what, and the date that matters. */
  card: Required<Omit<CardConfig<Row>, 'status'>>;
}

/**
 * What makes a list an inbox of leads with a status: the status filter, one-action status,
 * reply and call, the view's status, contact and received lines, and a phone card. The
 * resource is its own inbox.
 */
export function statusInbox<Row extends { created_at: string | null }>(
  resource: StatusResource,
  { leadOf, statusLabel = 'Status', details, card, ...lead }: InboxSpec<Row>,
) {
  const status = (row: Row) => leadOf(row).status;
  const email = (row: Row) => leadOf(row).email;
  const phone = (row: Row) => leadOf(row).phone;
  const statuses = STATUSES_OF[resource];
  return {
    statuses,
    details: [
      { label: statusLabel, value: (row: Row) => <StatusChip status={status(row)} /> },
      ...contactDetails(email, phone),
      ...details,
      createdDetail<Row>('Received'),
    ],
    lead: {
      inbox: resource,
      status: { resource, values: statuses, of: status },
      email,
      phone,
      ...lead,
    },
    card: { ...card, status },
  };
}
