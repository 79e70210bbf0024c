import {
  buildConsultationIcs,
  manageConsultationPath,
  type ConfirmedHold,
  type PublicConsultation,
} from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { appointmentInWords } from './appointment-summary';
import { ConfirmCodeForm } from './confirm-code-form';
import { m } from '../../paraglide/messages.js';

/**
 * After sending: the slot is only held until the visitor confirms their e-mail (by the e-mail's
 * link or its code typed here), and even then the consultation is pending until the team
 * confirms it, which e-mails the visitor (docs/consultations.md). Nothing here may read as a
 * confirmed appointment.
 */
export function ConsultationReceived({ consultation }: { consultation: PublicConsultation }) {
  const { scheduled_for: start, service, full_name: name, email } = consultation;
  const [confirmed, setConfirmed] = useState<ConfirmedHold>();
  // A data: URL needs no cleanup and stays valid as long as the link is on screen.
  const icsUrl = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(
        buildConsultationIcs({ scheduledFor: start, service, name }),
      )}`,
    [start, service, name],
  );

  // Focus moves to the message, so screen readers announce it (and again once confirmed).
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), [confirmed]);

  if (confirmed) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle component="h3" ref={heading} tabIndex={-1}>
          {m.consultation_email_confirmed()}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>{m.consultation_thanks_pending()}</Typography>
        <Typography sx={{ mb: 2 }}>{appointmentInWords(service, start)}.</Typography>
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          href={icsUrl}
          download="inzira-consultation.ics"
          sx={{ mr: 2, mb: 1 }}
        >
          {m.consultation_add_to_calendar()}
        </Button>
        <Link component={RouterLink} to={manageConsultationPath(confirmed.manageToken)}>
          {m.consultation_reschedule_or_cancel()}
        </Link>
      </Alert>
    );
  }

  return (
    <Box>
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        <AlertTitle component="h3" ref={heading} tabIndex={-1}>
          {m.consultation_received()}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>
          {m.consultation_holding({ appointment: appointmentInWords(service, start), email })}
        </Typography>
        <Typography>{m.consultation_once_confirmed()}</Typography>
      </Alert>
      <ConfirmCodeForm email={email} onConfirmed={setConfirmed} />
    </Box>
  );
}
