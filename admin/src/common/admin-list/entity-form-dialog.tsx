import { FormikDialog } from '@inzira/shared-ui/dialogs';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { EntityForm } from './entity-config';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

export interface EntityFormDialogProps<Row, Values extends FormikValues, Clean> {
  form: EntityForm<Row, Values, Clean>;
  entityName: string;
  /** null while closed. */
  editing: Editing<Row> | null;
  /** Receives what the schema makes of the typed values; a throw keeps the dialog open. */
  onSave: (values: Clean, editing: Editing<Row>) => Promise<void>;
  onClose: () => void;
  /** Shown above the fields, e.g. the History button. */
  tools?: ReactNode;
}

/** The one add/edit modal of an entity (the same form serves add and edit). */
export function EntityFormDialog<Row, Values extends FormikValues, Clean>({
  form,
  entityName,
  editing,
  onSave,
  onClose,
  tools,
}: EntityFormDialogProps<Row, Values, Clean>) {
  const schema = form.useSchema();
  const Fields = form.Fields;
  return (
    <FormikDialog<Values>
      open={editing !== null}
      mode={editing?.mode ?? 'add'}
      entityName={entityName}
      maxWidth={form.maxWidth}
      initialValues={editing?.mode === 'edit' ? form.toValues(editing.row) : form.empty}
      validationSchema={schema}
      onSubmit={async (values) => {
        if (!editing) return;
        // The schema's own output: trimmed text, lists without blanks, numbers as numbers.
        await onSave(await schema.validate(values), editing);
      }}
      onClose={onClose}
    >
      {(formik) => (
        <>
          {tools}
          <Fields />
          <UnsavedChangesGuard isDirty={editing !== null && formik.dirty && !formik.isSubmitting} />
        </>
      )}
    </FormikDialog>
  );
}
