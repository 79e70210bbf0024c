import type { ReactNode } from 'react';
import { useId } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useFullScreenDialog } from './use-full-screen';

type OwnedProps = 'title' | 'onClose' | 'fullScreen' | 'fullWidth' | 'aria-labelledby';

export interface DialogFrameProps extends Omit<DialogProps, OwnedProps> {
  onClose: () => void;
  /** The heading, which also names the dialog for screen readers. */
  title: ReactNode;
  /** Puts a close (X) button at the heading's end, named by this label. */
  closeLabel?: string;
  /** What follows the heading: DialogContent, DialogActions, a stepper. */
  children: ReactNode;
}

/**
 * The frame of a dialog that is not a form: its heading, which names it, full width up to
 * `maxWidth` (sm unless told), and the whole screen on phones.
 */
export function DialogFrame({
  title,
  closeLabel,
  onClose,
  maxWidth = 'sm',
  children,
  ...dialogProps
}: DialogFrameProps) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      {...dialogProps}
      onClose={onClose}
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      fullWidth
      aria-labelledby={titleId}
    >
      {/* The heading leaves room for the close button, which sits over its end. */}
      <DialogTitle id={titleId} sx={closeLabel ? { pr: 7 } : undefined}>
        {title}
      </DialogTitle>
      {closeLabel && (
        <IconButton
          aria-label={closeLabel}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      {children}
    </Dialog>
  );
}
