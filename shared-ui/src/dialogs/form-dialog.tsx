import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint } from '@mui/material/styles';
import { useFullScreenDialog } from './use-full-screen';

export type FormDialogMode = 'add' | 'edit';

export interface FormDialogProps {
  open: boolean;
  /** The same dialog serves add and edit; the mode picks the title. */
  mode: FormDialogMode;
  /** "Professional" gives "Add Professional" / "Edit Professional". */
  entityName: string;
  /** Overrides the title derived from mode and entityName. */
  title?: string;
  submitLabel?: string;
  /** Shown on the disabled submit button while saving. */
  submittingLabel?: string;
  cancelLabel?: string;
  isSubmitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

export function formDialogTitle(mode: FormDialogMode, entityName: string): string {
  return `${mode === 'add' ? 'Add' : 'Edit'} ${entityName}`;
}

export function FormDialog({
  open,
  mode,
  entityName,
  title,
  submitLabel,
  submittingLabel = 'Saving...',
  cancelLabel = 'Cancel',
  isSubmitting = false,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const heading = title ?? formDialogTitle(mode, entityName);

  return (
    <Dialog
      open={open}
      // A save in flight must not be abandoned by a stray backdrop click.
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      {/* display: contents keeps DialogContent the scrolling flex child of the paper. */}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{heading}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting
              ? submittingLabel
              : (submitLabel ?? (mode === 'add' ? 'Add' : 'Save Changes'))}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
