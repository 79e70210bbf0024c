import { HONEYPOT_FIELD, submitForm, useSubmission } from '@inzira/shared-data/forms';
import {
  PARTNER_APPLICATION_FIELD_LABELS,
  partnerApplicationSchema,
} from '@inzira/shared-data/partner-applications';
import { MultilineInput, SubmitButton, TextInput } from '@inzira/shared-ui/form-fields';
import { SubmissionDialog, SubmissionForm } from '@inzira/shared-ui/submission';
import { env } from '../../config/env';

type Values = {
  companyName: string;
  email: string;
  phone: string;
  message: string;
  [HONEYPOT_FIELD]: string;
};

const initialValues: Values = {
  companyName: '',
  email: '',
  phone: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

// Reserve each helper line so an error appearing never moves the submit button.
const RESERVED = ' ';

export interface PartnerApplicationModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Partner Application (docs/product-decisions.md, decision 3): stored through the
 * submit-partner-application function, then Formspree tells the agency.
 */
export function PartnerApplicationModal({ open, onClose }: PartnerApplicationModalProps) {
  const submission = useSubmission<Values>({
    functionName: 'submit-partner-application',
    toBody: (values) => partnerApplicationSchema.cast(values, { stripUnknown: true }),
    notify: (values) => {
      const application = partnerApplicationSchema.cast(values, { stripUnknown: true });
      return submitForm(
        { endpoint: env.formspreeEndpoint, formId: env.formspreePartnerFormId },
        application,
        PARTNER_APPLICATION_FIELD_LABELS,
      );
    },
  });

  return (
    <SubmissionDialog
      open={open}
      onClose={onClose}
      title="Partner Application"
      successTitle="Application Submitted!"
      successContent="Thank you for your interest in partnering with Inzira. We'll review your application and get back to you soon."
      submitted={submission.submitted}
    >
      <SubmissionForm<Values>
        initialValues={initialValues}
        validationSchema={partnerApplicationSchema}
        onSubmit={submission.submit}
        formError={submission.formError}
      >
        <TextInput
          name="companyName"
          label="Company name"
          required
          autoComplete="organization"
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
        <MultilineInput
          name="message"
          label="Message"
          required
          placeholder="Tell us about your company and how you would like to partner"
          helperText={RESERVED}
        />
        <SubmitButton label="Submit Application" submittingLabel="Submitting..." size="large" />
      </SubmissionForm>
    </SubmissionDialog>
  );
}
