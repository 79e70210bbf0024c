import type { GridColDef, GridValidRowModel } from '@inzira/shared-ui/data-table';
import type { ReactNode } from 'react';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from './format';
import { StatusChip } from './status-chip';
import type { TranslatedTable } from '@inzira/contract/content-translations.ts';
import { TranslationChips } from '../translations';

// The columns of the lists, used as `column.text('email', 'Email', 200)`: each config says only
// which fields it shows and how wide.

// The plain columns read nothing from the row, so they fit a list of any row.

/** A text column that shares the free width: names, e-mails, titles. */
export const text = (field: string, headerName: string, minWidth = 160, flex = 1) =>
  ({ field, headerName, flex, minWidth }) satisfies GridColDef;

/** A short text of a known width: a phone number, a category. */
export const fixed = (field: string, headerName: string, width: number) =>
  ({ field, headerName, width }) satisfies GridColDef;

/** A right-aligned count or figure. */
export const number = (field: string, headerName: string, width = 100) =>
  ({ field, headerName, type: 'number', width }) satisfies GridColDef;

/** A text column whose text is worked out from the row (lists, embedded titles). */
export const derived = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  text: (row: Row) => string | number,
  minWidth = 180,
): GridColDef<Row> => ({
  field,
  headerName,
  flex: 1,
  minWidth,
  valueGetter: (_value, row) => text(row),
});

/** A column shown as text made from the row; the grid still sorts it by the field. */
export const formatted = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  text: (row: Row) => string,
  width = 170,
): GridColDef<Row> => ({ field, headerName, width, valueFormatter: (_value, row) => text(row) });

/** A right-aligned figure worked out from the row, e.g. how many members a project has. */
export const count = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  of: (row: Row) => number,
  width = 100,
): GridColDef<Row> => ({
  ...number(field, headerName, width),
  valueGetter: (_value, row) => of(row),
});

/** A cell drawn from the row, e.g. a flag or a choice with its linked record. */
export const rendered = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  Cell: (props: { row: Row }) => ReactNode,
  width: number,
): GridColDef<Row> => ({ field, headerName, width, renderCell: ({ row }) => <Cell row={row} /> });

/** A date and time in Kigali time, e.g. "Received". */
export const dateTime = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  of: (row: Row) => string | null,
  width = DATE_TIME_COLUMN_WIDTH,
): GridColDef<Row> => formatted(field, headerName, (row) => formatDateTime(of(row)), width);

export const status = <Row extends GridValidRowModel>(
  field: string,
  of: (row: Row) => string,
  headerName = 'Status',
): GridColDef<Row> => ({
  field,
  headerName,
  width: 120,
  renderCell: ({ row }) => <StatusChip status={of(row)} />,
});

/** Who a lead is: the name column and the e-mail column beside it. */
export const person = (nameField: string) => [text(nameField, 'Name'), text('email', 'Email', 200)];

/** Which translations visitors miss (docs/content-translations.md): "RW missing", "FR unpublished". */
export const translations = <Row extends GridValidRowModel>(
  table: TranslatedTable,
): GridColDef<Row> => ({
  field: 'translations',
  headerName: 'Translations',
  width: 190,
  sortable: false,
  renderCell: ({ row }) => <TranslationChips table={table} row={row} />,
});
