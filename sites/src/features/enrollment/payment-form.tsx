import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface PaymentFormProps {
  /** The dialog's "Complete Enrollment" button submits this form. */
  formId: string;
  onSubmit: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The payment step's form: the browser's own submission and validation stay out of it. */
export function PaymentForm({ formId, onSubmit, sx, children }: PaymentFormProps) {
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={sx}
    >
      {children}
    </Box>
  );
}
