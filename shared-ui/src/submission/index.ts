export { SubmissionDialog, type SubmissionDialogProps } from './submission-dialog';
export { SubmissionForm, type SubmissionFormProps } from './submission-form';
