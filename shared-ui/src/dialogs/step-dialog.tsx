import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { DialogFrame } from './dialog-frame';

export interface StepDialogProps {
  open: boolean;
  title: string;
  /** Step labels, e.g. ["Details", "Payment", "Done"]. */
  steps: string[];
  /** Zero-based; the parent owns the flow and its validation. */
  activeStep: number;
  onClose: () => void;
  /** Shows a "Back" button when given and not on the first step. */
  onBack?: () => void;
  backLabel?: string;
  /** Next / finish buttons supplied by the parent for the current step. */
  actions?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}

export function StepDialog({
  open,
  title,
  steps,
  activeStep,
  onClose,
  onBack,
  backLabel = 'Back',
  actions,
  closeLabel = 'Close',
  children,
}: StepDialogProps) {
  const isFirstStep = activeStep === 0;

  return (
    <DialogFrame open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper activeStep={activeStep} alternativeLabel>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <DialogContent dividers>{children}</DialogContent>
      {(actions || (onBack && !isFirstStep)) && (
        <DialogActions>
          {onBack && !isFirstStep && <Button onClick={onBack}>{backLabel}</Button>}
          {actions}
        </DialogActions>
      )}
    </DialogFrame>
  );
}
