import {
  buildConsultationIcs,
  CONSULTATION_SLOTS,
  kigaliDateOf,
  slotOf,
  type PublicConsultation,
} from '@inzira/shared-data/consultations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { useEffect, useMemo, useRef } from 'react';

/** "Booking Confirmed!" with the slot and an .ics file to put it in the visitor's calendar. */
export function ConsultationConfirmed({ consultation }: { consultation: PublicConsultation }) {
  const { scheduled_for: start, service, full_name: name } = consultation;
  // A data: URL needs no cleanup and stays valid as long as the link is on screen.
  const icsUrl = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(
        buildConsultationIcs({ scheduledFor: start, service, name }),
      )}`,
    [start, service, name],
  );

  // Focus moves to the confirmation, so screen readers announce it.
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const slot = CONSULTATION_SLOTS.find((item) => item.value === slotOf(start));
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h3" ref={heading} tabIndex={-1}>
        Booking Confirmed!
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>
        Thank you for scheduling a consultation. We&apos;ll send you a confirmation email shortly.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {service} on {kigaliDateOf(start)} at {slot?.label ?? ''} (Kigali time).
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
