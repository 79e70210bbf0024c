export {
  FormDialog,
  formDialogTitle,
  type FormDialogProps,
  type FormDialogMode,
} from './form-dialog';
export { DISCARD_TEXTS, FormikDialog, type FormikDialogProps } from './formik-dialog';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { StepDialog, type StepDialogProps } from './step-dialog';
export { useFullScreenDialog } from './use-full-screen';
