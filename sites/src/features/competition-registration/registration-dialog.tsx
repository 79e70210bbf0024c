import { useSupabase } from '@inzira/shared-data/client';
import type { InziraEvent } from '@inzira/shared-data/events';
import { toUserError } from '@inzira/shared-data/errors';
import {
  isHoneypotFilled,
  PARTICIPANT_HONEYPOT_FIELD,
  submitForm,
  useStoreOnce,
} from '@inzira/shared-data/forms';
import {
  participantSchema,
  registerParticipant,
  toParticipantRegistration,
  type ParticipantFormValues,
  type ParticipantRegistration,
} from '@inzira/shared-data/participants';
import { useFullScreenDialog } from '@inzira/shared-ui/dialogs';
import {
  FormErrorBanner,
  HoneypotField,
  SubmitButton,
  TextInput,
} from '@inzira/shared-ui/form-fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { env } from '../../config/env';

type Values = ParticipantFormValues & { [PARTICIPANT_HONEYPOT_FIELD]: string };

const initialValues: Values = { name: '', email: '', phone: '', [PARTICIPANT_HONEYPOT_FIELD]: '' };
const FIELD_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' };
// Reserve each helper line so an error appearing on blur never moves the submit button.
const RESERVED = ' ';

export interface RegistrationDialogProps {
  event: InziraEvent;
  open: boolean;
  onClose: () => void;
}

/**
 * Registers a visitor for one event (docs/product-decisions.md, decision 5). Data first, notification second: the
 * participant row is stored, then Formspree is told; `useStoreOnce` keeps a retry after a refused
 * notification from registering twice (the database would refuse the duplicate anyway).
 */
export function RegistrationDialog({ event, open, onClose }: RegistrationDialogProps) {
  const client = useSupabase();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const store = useStoreOnce((registration: ParticipantRegistration) =>
    registerParticipant(client, registration),
  );

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(undefined);
    // A bot filled the hidden field: it sees the usual success, nothing is stored or sent.
    if (isHoneypotFilled(values, PARTICIPANT_HONEYPOT_FIELD)) {
      setSubmitted(true);
      return;
    }
    const registration = toParticipantRegistration(event.id, participantSchema.cast(values));
    try {
      await store(registration);
    } catch (error) {
      setFormError(toUserError(error).message);
      return;
    }
    const outcome = await submitForm(
      { endpoint: env.formspreeEndpoint, formId: env.formspreeCompetitionFormId },
      {
        event: event.title,
        eventId: event.id,
        name: registration.name,
        email: registration.email,
        phone: registration.phone_number ?? '',
      },
      FIELD_LABELS,
    );
    if (outcome.kind === 'success') {
      setSubmitted(true);
      return;
    }
    helpers.setErrors(outcome.fieldErrors);
    setFormError(outcome.formError);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {submitted ? 'Registration Complete!' : `Register for ${event.title}`}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {submitted ? (
          <Box sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
            <Typography>
              Thank you for registering for {event.title}. We&apos;ll send you the details by email.
            </Typography>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </Box>
        ) : (
          <Formik<Values>
            initialValues={initialValues}
            validationSchema={participantSchema}
            onSubmit={handleSubmit}
          >
            <Box component={Form} noValidate sx={{ display: 'grid', gap: 1 }}>
              <FormErrorBanner message={formError} />
              <TextInput
                name="name"
                label="Name"
                required
                autoComplete="name"
                helperText={RESERVED}
              />
              <TextInput
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
                helperText={RESERVED}
              />
              <TextInput
                name="phone"
                label="Phone"
                type="tel"
                required
                autoComplete="tel"
                helperText={RESERVED}
              />
              <HoneypotField name={PARTICIPANT_HONEYPOT_FIELD} />
              <SubmitButton label="Register" submittingLabel="Registering..." size="large" />
            </Box>
          </Formik>
        )}
      </DialogContent>
    </Dialog>
  );
}
