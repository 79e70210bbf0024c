import { useSupabase } from '@inzira/shared-data/client';
import {
  manageConsultation,
  statusLabel,
  type ManagedAppointment,
  type ManageRequest,
} from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { appointmentInWords } from './appointment-summary';
import { RescheduleForm } from './reschedule-form';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; appointment: ManagedAppointment; notice?: string };

const canChange = (status: ManagedAppointment['status']) =>
  status === 'pending' || status === 'confirmed';

/**
 * The visitor's own consultation, reached by the signed link in every consultation e-mail
 * (docs/consultations.md, "Self-service"): its Kigali time and status, a new time, or cancel.
 */
export function ManageAppointment({ token }: { token: string }) {
  const client = useSupabase();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  const call = useCallback(
    async (request: ManageRequest, notice?: string): Promise<string | undefined> => {
      const result = await manageConsultation(client, token, request);
      if (result.kind === 'refused') {
        if (request.action === 'view') setState({ kind: 'error', message: result.message });
        return result.message;
      }
      setState({ kind: 'ready', appointment: result.data.consultation, notice });
      return undefined;
    },
    [client, token],
  );

  useEffect(() => {
    void call({ action: 'view' });
  }, [call]);

  if (state.kind === 'loading') {
    return (
      <Typography role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden /> Loading your consultation...
      </Typography>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void call({ action: 'view' })}>
            Retry
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }

  const { appointment, notice } = state;
  const isOpen = canChange(appointment.status);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
      {notice ? (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Your consultation
        </Typography>
        <Typography>{appointmentInWords(appointment.service, appointment.scheduledFor)}</Typography>
        <Typography color="text.secondary">Status: {statusLabel(appointment.status)}</Typography>
      </Paper>
      {isOpen ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Reschedule
          </Typography>
          <RescheduleForm
            onReschedule={(scheduledFor) =>
              call(
                { action: 'reschedule', scheduled_for: scheduledFor },
                'Your consultation has moved. We have e-mailed you the new time.',
              )
            }
          />
        </Paper>
      ) : null}
      {isOpen ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Cancel
          </Typography>
          {isConfirmingCancel ? (
            <Alert
              severity="warning"
              action={
                <>
                  <Button
                    color="inherit"
                    onClick={() =>
                      void call(
                        { action: 'cancel' },
                        'Your consultation is cancelled. We have e-mailed you a confirmation.',
                      )
                    }
                  >
                    Yes, cancel it
                  </Button>
                  <Button color="inherit" onClick={() => setIsConfirmingCancel(false)}>
                    Keep it
                  </Button>
                </>
              }
            >
              <AlertTitle>Cancel this consultation?</AlertTitle>
              The time is released for others.
            </Alert>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setIsConfirmingCancel(true)}>
              Cancel my consultation
            </Button>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
