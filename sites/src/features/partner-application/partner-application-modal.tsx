import { useSupabase } from '@inzira/shared-data/client';
import { toUserError } from '@inzira/shared-data/errors';
import {
  isHoneypotFilled,
  PARTNER_APPLICATION_HONEYPOT_FIELD,
  submitForm,
  useStoreOnce,
} from '@inzira/shared-data/forms';
import {
  createPartnerApplication,
  PARTNER_APPLICATION_FIELD_LABELS,
  partnerApplicationSchema,
  toPublicPartnerApplication,
  type PublicPartnerApplication,
} from '@inzira/shared-data/partner-applications';
import { useFullScreenDialog } from '@inzira/shared-ui/dialogs';
import {
  FormErrorBanner,
  HoneypotField,
  MultilineInput,
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

type Values = {
  companyName: string;
  email: string;
  phone: string;
  message: string;
  [PARTNER_APPLICATION_HONEYPOT_FIELD]: string;
};

const initialValues: Values = {
  companyName: '',
  email: '',
  phone: '',
  message: '',
  [PARTNER_APPLICATION_HONEYPOT_FIELD]: '',
};

// Reserve each helper line so an error appearing on blur never moves the submit button.
const RESERVED = ' ';

export interface PartnerApplicationModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Partner Application (docs/product-decisions.md, decision 3). Data first, notification second: the application is
 * stored, then Formspree is told. If the notification fails its errors are shown and the
 * typed values stay; `useStoreOnce` keeps a retry from storing the application twice.
 */
export function PartnerApplicationModal({ open, onClose }: PartnerApplicationModalProps) {
  const client = useSupabase();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string>();
  const store = useStoreOnce((application: PublicPartnerApplication) =>
    createPartnerApplication(client, application),
  );

  const handleSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFormError(undefined);
    // A bot filled the hidden field: it sees the usual success, nothing is stored or sent.
    if (isHoneypotFilled(values, PARTNER_APPLICATION_HONEYPOT_FIELD)) {
      setSubmitted(true);
      return;
    }
    const application = toPublicPartnerApplication(partnerApplicationSchema.cast(values));
    try {
      await store(application);
    } catch (error) {
      setFormError(toUserError(error).message);
      return;
    }
    const outcome = await submitForm(
      { endpoint: env.formspreeEndpoint, formId: env.formspreePartnerFormId },
      {
        companyName: application.company_name,
        email: application.email,
        phone: application.phone,
        message: application.message,
      },
      PARTNER_APPLICATION_FIELD_LABELS,
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
        {submitted ? 'Application Submitted!' : 'Partner Application'}
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
              Thank you for your interest in partnering with Inzira. We&apos;ll review your
              application and get back to you soon.
            </Typography>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </Box>
        ) : (
          <Formik<Values>
            initialValues={initialValues}
            validationSchema={partnerApplicationSchema}
            onSubmit={handleSubmit}
          >
            <Box component={Form} noValidate sx={{ display: 'grid', gap: 1 }}>
              <FormErrorBanner message={formError} />
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
              <HoneypotField name={PARTNER_APPLICATION_HONEYPOT_FIELD} />
              <SubmitButton
                label="Submit Application"
                submittingLabel="Submitting..."
                size="large"
              />
            </Box>
          </Formik>
        )}
      </DialogContent>
    </Dialog>
  );
}
