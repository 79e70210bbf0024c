import type { InziraEvent } from '@inzira/shared-data/events';
import { HONEYPOT_FIELD } from '@inzira/shared-data/forms';
import {
  PARTICIPANT_FIELD_LABELS,
  participantSchema,
  type ParticipantFormValues,
} from '@inzira/shared-data/participants';
import { EmailField, NameField, PhoneField } from '../../common/contact-fields';
import { notifyAgency, PublicFormDialog } from '../../common/public-form';
import { env } from '../../config/env';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { m } from '../../paraglide/messages.js';

type Values = ParticipantFormValues & { [HONEYPOT_FIELD]: string };

const initialValues: Values = { name: '', email: '', phone: '', [HONEYPOT_FIELD]: '' };

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
export function RegistrationDialog({ event, ...dialog }: RegistrationDialogProps) {
  const toRegistration = (values: Values) => ({
    eventId: event.id,
    ...participantSchema.cast(values, { stripUnknown: true }),
  });
  return (
    <PublicFormDialog<Values>
      {...dialog}
      form={{
        validationSchema: participantSchema,
        texts: {
          title: m.registration_title({ title: event.title }),
          successTitle: m.registration_success_title(),
          successContent: m.registration_success_content({ title: event.title }),
          submitLabel: m.registration_submit(),
          submittingLabel: m.registration_submitting(),
        },
        functionName: FUNCTION_NAMES.registerForEvent,
        toBody: toRegistration,
        notify: (values) =>
          notifyAgency(
            env.formspreeCompetitionFormId,
            { event: event.title, ...toRegistration(values) },
            PARTICIPANT_FIELD_LABELS,
          ),
      }}
      initialValues={initialValues}
    >
      <NameField />
      <EmailField />
      <PhoneField />
    </PublicFormDialog>
  );
}
