import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFullScreenDialog } from '../dialogs/use-full-screen';

export interface SubmissionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The confirmation's heading, shown and focused once the submission is stored. */
  successTitle: string;
  /** The confirmation's text (or more); a Close button follows it. */
  successContent: ReactNode;
  submitted: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The close button's name, in the visitor's language (default "Close"). */
  closeLabel?: string;
  /** The form, shown until the submission is stored. */
  children: ReactNode;
}

/**
 * The frame every public form's dialog shares: title, close button, the form, then the
 * confirmation with focus moved to its heading so screen readers announce it.
 */
export function SubmissionDialog({
  open,
  onClose,
  title,
  successTitle,
  successContent,
  submitted,
  maxWidth = 'sm',
  children,
  closeLabel = 'Close',
}: SubmissionDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submitted) heading.current?.focus();
  }, [submitted]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle
        id={titleId}
        ref={heading}
        tabIndex={submitted ? -1 : undefined}
        sx={{ pr: 7, '&:focus': { outline: 'none' } }}
      >
        {submitted ? successTitle : title}
      </DialogTitle>
      <IconButton
        aria-label={closeLabel}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {submitted ? (
          <Box sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
            {typeof successContent === 'string' ? (
              <Typography>{successContent}</Typography>
            ) : (
              successContent
            )}
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </Box>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
