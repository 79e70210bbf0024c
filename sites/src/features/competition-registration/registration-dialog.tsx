import type { InziraEvent } from '@inzira/shared-data/events';
import { HONEYPOT_FIELD, submitForm, useSubmission } from '@inzira/shared-data/forms';
import {
  PARTICIPANT_FIELD_LABELS,
  participantSchema,
  type ParticipantFormValues,
} from '@inzira/shared-data/participants';
import { SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import { SubmissionDialog, SubmissionForm } from '@inzira/shared-ui/submission';
import { env } from '../../config/env';

type Values = ParticipantFormValues & { [HONEYPOT_FIELD]: string };

const initialValues: Values = { name: '', email: '', phone: '', [HONEYPOT_FIELD]: '' };
// Reserve each helper line so an error appearing never moves the submit button.
const RESERVED = ' ';

export interface RegistrationDialogProps {
  event: InziraEvent;
  open: boolean;
  onClose: () => void;
}

/**
 * Registers a visitor for one event (docs/product-decisions.md, decision 5) through the
 * register-for-event function, then Formspree tells the agency. Registering again answers the
 * same way, so the form never reveals who is registered.
 */
export function RegistrationDialog({ event, open, onClose }: RegistrationDialogProps) {
  const submission = useSubmission<Values>({
    functionName: 'register-for-event',
    toBody: (values) => ({
      ...participantSchema.cast(values, { stripUnknown: true }),
      eventId: event.id,
    }),
    notify: (values) => {
      const registration = participantSchema.cast(values, { stripUnknown: true });
      return submitForm(
        { endpoint: env.formspreeEndpoint, formId: env.formspreeCompetitionFormId },
        { event: event.title, eventId: event.id, ...registration },
        PARTICIPANT_FIELD_LABELS,
      );
    },
  });

  return (
    <SubmissionDialog
      open={open}
      onClose={onClose}
      title={`Register for ${event.title}`}
      successTitle="Registration Complete!"
      successContent={`Thank you for registering for ${event.title}. We'll send you the details by email.`}
      submitted={submission.submitted}
    >
      <SubmissionForm<Values>
        initialValues={initialValues}
        validationSchema={participantSchema}
        onSubmit={submission.submit}
        formError={submission.formError}
      >
        <TextInput name="name" label="Name" required autoComplete="name" helperText={RESERVED} />
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
        <SubmitButton label="Register" submittingLabel="Registering..." size="large" />
      </SubmissionForm>
    </SubmissionDialog>
  );
}
