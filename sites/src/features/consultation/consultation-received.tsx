import {
  buildConsultationIcs,
  kigaliDateOf,
  slotLabel,
  slotOf,
  type PublicConsultation,
} from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { useEffect, useMemo, useRef } from 'react';

/**
 * "Request received" with the slot and an .ics file for the visitor's calendar. The consultation
 * is pending until the team confirms it, which e-mails the visitor (docs/visitor-emails.md), so
 * this must not read as a confirmation.
 */
export function ConsultationReceived({ consultation }: { consultation: PublicConsultation }) {
  const { scheduled_for: start, service, full_name: name } = consultation;
  // A data: URL needs no cleanup and stays valid as long as the link is on screen.
  const icsUrl = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(
        buildConsultationIcs({ scheduledFor: start, service, name }),
      )}`,
    [start, service, name],
  );

  // Focus moves to the message, so screen readers announce it.
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h3" ref={heading} tabIndex={-1}>
        Request received
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>
        Thank you for requesting a consultation. It is pending until our team confirms it, and
        we&apos;ll e-mail you as soon as they do.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {service} on {kigaliDateOf(start)} at {slotLabel(slotOf(start))} (Kigali time).
      </Typography>
      <Button
        variant="outlined"
        startIcon={<EventIcon />}
        href={icsUrl}
        download="inzira-consultation.ics"
      >
        Add to calendar
      </Button>
    </Alert>
  );
}
