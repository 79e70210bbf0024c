import type { AdminResource, AdminRows, StatusResource } from '@inzira/shared-data/admin-list';
import type { Inbox } from '@inzira/shared-data/leads';
import type { RevisionTable } from '@inzira/shared-data/revisions';
import type { EditedTranslatedTable } from '@inzira/shared-data/translations';
import type { GridColDef } from '@inzira/shared-ui/data-table';
import type { FormikValues } from 'formik';
import type { ComponentType, ReactNode } from 'react';
import type { ISchema } from 'yup';

/** The notices and confirmation of one entity (docs/product.md, "Messages"). */
export interface EntityTexts {
  added: string;
  updated: string;
  deleted: string;
  confirmDelete: string;
  /** Shown when the service's error carries no message of its own. */
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/**
 * The pattern: "Professional added successfully!", "Are you sure you want to delete this
 * professional?", with "Failed to add professional" when the error has no message.
 */
export function entityTexts(name: string, overrides: Partial<EntityTexts> = {}): EntityTexts {
  const lower = name.toLowerCase();
  return {
    added: `${name} added successfully!`,
    updated: `${name} updated successfully!`,
    deleted: `${name} deleted successfully!`,
    confirmDelete: `Are you sure you want to delete this ${lower}?`,
    addFailed: `Failed to add ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    ...overrides,
  };
}

/** The add/edit modal: `Clean` is what the schema makes of the typed `Values`. */
export interface EntityForm<Row, Values extends FormikValues, Clean> {
  /** A hook, because some schemas depend on loaded data (the booking form's services). */
  useSchema: () => ISchema<Clean>;
  empty: Values;
  toValues: (row: Row) => Values;
  Fields: ComponentType;
  maxWidth?: 'sm' | 'md';
}

export interface EntityActions<Row, Clean> {
  /** Absent for inboxes: their rows come from visitors. */
  create?: (values: Clean) => Promise<unknown>;
  update: (row: Row, values: Clean) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}

export interface DetailField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** What makes a list an inbox of leads: status in one action, a timeline, reply and call. */
export interface LeadConfig<Row> {
  inbox: Inbox;
  /** Absent for event registrations, which have no status. */
  status?: {
    resource: StatusResource;
    values: readonly string[];
    of: (row: Row) => string;
  };
  email: (row: Row) => string;
  phone: (row: Row) => string | null;
  /** The subject of a reply, e.g. "Your booking with Inzira". */
  replySubject: string;
  /** More of the view's working part, e.g. a consultation's Reschedule. */
  Tools?: ComponentType<{ row: Row }>;
}

/** The fields a row shows as a card at phone width: the ones that matter for triage. */
export interface CardConfig<Row> {
  title: (row: Row) => string;
  /** e.g. the service or the event. */
  detail?: (row: Row) => string;
  /** The date that matters (received, scheduled, added), already formatted. */
  date?: (row: Row) => string;
  status?: (row: Row) => string;
}

export interface EntityConfig<
  R extends AdminResource,
  Values extends FormikValues = FormikValues,
  Clean = unknown,
> {
  resource: R;
  /** The grid's accessible name and the page title, e.g. "Professionals". */
  title: string;
  /** "Professional" gives "Add Professional" / "Edit Professional". */
  entityName: string;
  texts: EntityTexts;
  columns: GridColDef<AdminRows[R]>[];
  /** The values of the list's status column, for the filter. */
  statuses?: readonly string[];
  searchLabel?: string;
  form: EntityForm<AdminRows[R], Values, Clean>;
  useActions: () => EntityActions<AdminRows[R], Clean>;
  /** The read-only view's title line and fields. */
  describe: (row: AdminRows[R]) => string;
  details: DetailField<AdminRows[R]>[];
  /** The record's image URLs: uploaded ones are deleted with the record. */
  images?: (row: AdminRows[R]) => (string | null)[];
  /** Inboxes only. */
  lead?: LeadConfig<AdminRows[R]>;
  /** Default: the view's title line and the date added. */
  card?: CardConfig<AdminRows[R]>;
  /** Content whose versions the database keeps: the form shows their History. */
  revisions?: RevisionTable;
  /** Content with Kinyarwanda and French beside English: the form shows their Translations. */
  translations?: EditedTranslatedTable;
}
