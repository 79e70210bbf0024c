import type { AdminResource, AdminRows } from '@inzira/shared-data/admin-list';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Stack from '@mui/material/Stack';
import type { FormikValues } from 'formik';
import { MediaSessionProvider } from '../media';
import { RevisionHistoryButton } from '../revisions';
import { TranslationsButton } from '../translations';
import type { EntityConfig } from './entity-config';
import { EntityDetailDialog } from './entity-detail-dialog';
import { EntityFormDialog } from './entity-form-dialog';
import { hasNeedsAction } from '@inzira/shared-data/leads';
import { AssigneePicker } from './assignee-picker';
import { LeadPanel } from './lead-panel';
import { rowId } from './row-id';
import type { useRecordDialogs } from './use-record-dialogs';
import type { useRowStatus } from './use-row-status';

export interface RecordDialogsProps<R extends AdminResource, Values extends FormikValues, Clean> {
  config: EntityConfig<R, Values, Clean>;
  dialogs: ReturnType<typeof useRecordDialogs<R, Values, Clean>>;
  status: ReturnType<typeof useRowStatus<AdminRows[R]>>;
}

/** The lead's owner, for rows of the inboxes that have one. */
function assigneeOf(row: object): string | null {
  const value: unknown = Reflect.get(row, 'assignee_id');
  return typeof value === 'string' ? value : null;
}

/** The record's add/edit form and its read-only view; an inbox's view adds the lead's panel. */
export function RecordDialogs<R extends AdminResource, Values extends FormikValues, Clean>({
  config,
  dialogs,
  status,
}: RecordDialogsProps<R, Values, Clean>) {
  type Row = AdminRows[R];
  const { viewed, linked } = dialogs;
  const lead = config.lead;
  const editing = dialogs.editing;
  return (
    <>
      <MediaSessionProvider session={dialogs.media}>
        <EntityFormDialog<Row, Values, Clean>
          form={config.form}
          entityName={config.entityName}
          editing={dialogs.editing}
          onSave={dialogs.save}
          onClose={dialogs.closeForm}
          tools={
            editing?.mode === 'edit' && (
              <Stack direction="row" spacing={1}>
                {config.revisions && (
                  <RevisionHistoryButton
                    table={config.revisions}
                    rowId={rowId(editing.row)}
                    onRestored={dialogs.closeForm}
                  />
                )}
                {config.translations && (
                  <TranslationsButton
                    table={config.translations}
                    row={{ ...editing.row, id: rowId(editing.row) }}
                    onSaved={dialogs.closeForm}
                  />
                )}
              </Stack>
            )
          }
        />
      </MediaSessionProvider>
      <EntityDetailDialog<Row>
        open={dialogs.isViewOpen}
        title={viewed ? config.describe(viewed) : `${config.entityName} details`}
        row={viewed}
        fields={config.details}
        placeholder={
          linked.error ? (
            <ErrorState message={linked.error.message} onRetry={() => void linked.mutate()} />
          ) : linked.isLoading ? (
            <LoadingState label="Loading" />
          ) : (
            `This ${config.entityName.toLowerCase()} no longer exists.`
          )
        }
        extra={
          lead && viewed ? (
            <LeadPanel
              inbox={lead.inbox}
              id={rowId(viewed)}
              status={
                lead.status && {
                  current: lead.status.of(viewed),
                  values: lead.status.values,
                  onChange: (value) => status.change([rowId(viewed)], value),
                }
              }
              email={lead.email(viewed)}
              phone={lead.phone(viewed)}
              replySubject={lead.replySubject}
              onAddNote={status.addNote}
              tools={lead.Tools && <lead.Tools row={viewed} />}
              owner={
                hasNeedsAction(lead.inbox) && (
                  <AssigneePicker
                    inbox={lead.inbox}
                    id={rowId(viewed)}
                    assigneeId={assigneeOf(viewed)}
                  />
                )
              }
            />
          ) : undefined
        }
        onClose={dialogs.closeView}
        onEdit={viewed ? () => dialogs.editViewed(viewed) : undefined}
      />
    </>
  );
}
