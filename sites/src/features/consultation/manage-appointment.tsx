import { useSupabase } from '@inzira/shared-data/client';
import {
  manageConsultation,
  statusLabel,
  useManagedConsultation,
  type ManagedAppointment,
  type ManageRequest,
} from '@inzira/shared-data/consultations';
import { DataView } from '@inzira/shared-ui/states';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointmentInWords } from './appointment-summary';
import { RescheduleForm } from './reschedule-form';
import { m } from '../../paraglide/messages.js';

const canChange = (status: ManagedAppointment['status']) =>
  status === 'pending' || status === 'confirmed';

/**
 * The visitor's own consultation, reached by the signed link in every consultation e-mail
 * (docs/consultations.md, "Self-service"): its Kigali time and status, a new time, or cancel.
 */
export function ManageAppointment({ token }: { token: string }) {
  const client = useSupabase();
  const view = useManagedConsultation(token);
  const [notice, setNotice] = useState<string>();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  /** Resolves to the refusal's message, or nothing once done. */
  async function change(request: ManageRequest, done: string): Promise<string | undefined> {
    const result = await manageConsultation(client, token, request);
    if (result.kind === 'refused') return result.message;
    await view.mutate(result.data.consultation, { revalidate: false });
    setNotice(done);
    setIsConfirmingCancel(false);
    return undefined;
  }

  return (
    <DataView
      query={view}
      loading={
        <Typography role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden /> {m.manage_loading()}
        </Typography>
      }
    >
      {(appointment) => (
        <Appointment
          appointment={appointment}
          notice={notice}
          isConfirmingCancel={isConfirmingCancel}
          onAskCancel={setIsConfirmingCancel}
          onChange={change}
        />
      )}
    </DataView>
  );
}

function Appointment({
  appointment,
  notice,
  isConfirmingCancel,
  onAskCancel,
  onChange,
}: {
  appointment: ManagedAppointment;
  notice?: string;
  isConfirmingCancel: boolean;
  onAskCancel: (isAsking: boolean) => void;
  onChange: (request: ManageRequest, done: string) => Promise<string | undefined>;
}) {
  const [cancelError, setCancelError] = useState<string>();
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
          {m.manage_heading()}
        </Typography>
        <Typography>{appointmentInWords(appointment.service, appointment.scheduledFor)}</Typography>
        <Typography color="text.secondary">
          {m.manage_status({ status: statusLabel(appointment.status) })}
        </Typography>
      </Paper>
      {isOpen ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {m.manage_reschedule()}
          </Typography>
          <RescheduleForm
            onReschedule={(scheduledFor) =>
              onChange({ action: 'reschedule', scheduled_for: scheduledFor }, m.manage_moved())
            }
          />
        </Paper>
      ) : null}
      {isOpen ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {m.manage_cancel()}
          </Typography>
          {isConfirmingCancel ? (
            <Alert
              severity="warning"
              action={
                <>
                  <Button
                    color="inherit"
                    onClick={() =>
                      void onChange({ action: 'cancel' }, m.manage_cancelled()).then(setCancelError)
                    }
                  >
                    {m.manage_yes_cancel()}
                  </Button>
                  <Button color="inherit" onClick={() => onAskCancel(false)}>
                    {m.manage_keep()}
                  </Button>
                </>
              }
            >
              <AlertTitle>{m.manage_cancel_question()}</AlertTitle>
              {m.manage_released()}
              {cancelError ? <Typography role="alert">{cancelError}</Typography> : null}
            </Alert>
          ) : (
            <Button variant="outlined" color="error" onClick={() => onAskCancel(true)}>
              {m.manage_cancel_mine()}
            </Button>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
