import { HONEYPOT_FIELD } from '@inzira/shared-data/forms';
import {
  PARTNER_APPLICATION_FIELD_LABELS,
  partnerApplicationSchema,
} from '@inzira/shared-data/partner-applications';
import { MultilineInput, TextInput } from '@inzira/shared-ui/form-fields';
import { EmailField, PhoneField, RESERVED_HELPER } from '../../common/contact-fields';
import { notifyAgency, PublicFormDialog, type PublicFormSpec } from '../../common/public-form';
import { env } from '../../config/env';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import { m } from '../../paraglide/messages.js';

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

export interface PartnerApplicationModalProps {
  open: boolean;
  onClose: () => void;
}

const toApplication = (values: Values) =>
  partnerApplicationSchema.cast(values, { stripUnknown: true });

const form: PublicFormSpec<Values> = {
  validationSchema: partnerApplicationSchema,
  functionName: FUNCTION_NAMES.submitPartnerApplication,
  toBody: toApplication,
  notify: (values) =>
    notifyAgency(
      env.formspreePartnerFormId,
      toApplication(values),
      PARTNER_APPLICATION_FIELD_LABELS,
    ),
  // A getter: read at render, in the page's language.
  get texts() {
    return {
      title: m.partner_title(),
      successTitle: m.partner_success_title(),
      // Exactly what follows (docs/visitor-emails.md): an acceptance or a refusal is e-mailed.
      successContent: m.partner_success_content(),
      submitLabel: m.partner_submit(),
      submittingLabel: m.submitting(),
    };
  },
};

/**
 * Partner Application (docs/product-decisions.md, decision 3): stored through the
 * submit-partner-application function, then Formspree tells the agency.
 */
export function PartnerApplicationModal(props: PartnerApplicationModalProps) {
  return (
    <PublicFormDialog<Values> {...props} form={form} initialValues={initialValues}>
      <TextInput
        name="companyName"
        label={m.partner_company()}
        required
        autoComplete="organization"
        helperText={RESERVED_HELPER}
      />
      <EmailField />
      <PhoneField />
      <MultilineInput
        name="message"
        label={m.field_message()}
        required
        placeholder={m.partner_message_placeholder()}
        helperText={RESERVED_HELPER}
      />
    </PublicFormDialog>
  );
}
