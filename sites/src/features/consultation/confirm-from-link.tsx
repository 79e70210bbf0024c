import { useSupabase } from '@inzira/shared-data/client';
import {
  confirmConsultationEmail,
  manageConsultationPath,
  type ConfirmedHold,
} from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { appointmentInWords } from './appointment-summary';
import { m } from '../../paraglide/messages.js';

type Outcome = { kind: 'confirmed'; hold: ConfirmedHold } | { kind: 'refused'; message: string };

/**
 * The verification e-mail's link lands here and confirms the visitor's e-mail once. A second
 * open of the link (or a lapsed hold) says so plainly; React's double effects in development
 * must not spend the token twice, hence the ref.
 */
export function ConfirmFromLink({ token }: { token: string }) {
  const client = useSupabase();
  const [outcome, setOutcome] = useState<Outcome>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmConsultationEmail(client, { token }).then((result) =>
      setOutcome(
        result.kind === 'ok'
          ? { kind: 'confirmed', hold: result.data }
          : { kind: 'refused', message: result.message },
      ),
    );
  }, [client, token]);

  if (!outcome) {
    return (
      <Typography role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden /> {m.consultation_confirming()}
      </Typography>
    );
  }
  if (outcome.kind === 'refused') {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{m.consultation_not_confirmed()}</AlertTitle>
        <Typography sx={{ mb: 2 }}>{outcome.message}</Typography>
        <Button component={RouterLink} to="/contact" variant="outlined">
          {m.consultation_book()}
        </Button>
      </Alert>
    );
  }
  const { consultation, manageToken } = outcome.hold;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{m.consultation_email_confirmed()}</AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {appointmentInWords(consultation.service, consultation.scheduledFor)}.
      </Typography>
      <Typography sx={{ mb: 2 }}>{m.consultation_pending_until_team()}</Typography>
      <Button component={RouterLink} to={manageConsultationPath(manageToken)} variant="outlined">
        {m.consultation_reschedule_or_cancel()}
      </Button>
    </Alert>
  );
}
