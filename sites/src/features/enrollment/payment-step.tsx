import { lazyNamed } from '@inzira/shared-ui/lazy';
import type { CardPayment } from '@inzira/shared-data/forms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { env } from '../../config/env';

// Stripe's SDK is fetched only when a key is configured and the visitor reaches payment.
const StripeCardForm = lazyNamed(() => import('./stripe-card-form'), 'StripeCardForm');

export const PAYMENTS_OFF_TEXT =
  'Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment.';

export interface PaymentStepProps {
  /** The dialog's "Complete Enrollment" button submits this form. */
  formId: string;
  name: string;
  email: string;
  phone: string;
  /** "Error creating payment method", "Stripe SCA error", shown under the card field. */
  paymentError?: string;
  onComplete: (payment?: CardPayment) => Promise<void>;
}

/** Step 2: the card form with a Stripe key, otherwise the plain "payments are off" notice. */
export function PaymentStep({ formId, onComplete, ...props }: PaymentStepProps) {
  const key = env.stripePublishableKey;
  if (!key) {
    return (
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onComplete();
        }}
      >
        <Alert severity="info">{PAYMENTS_OFF_TEXT}</Alert>
      </Box>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      <StripeCardForm publishableKey={key} formId={formId} onComplete={onComplete} {...props} />
    </Suspense>
  );
}
