import { lazyNamed } from '@inzira/shared-ui/lazy';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { env } from '../../config/env';
import { PaymentForm } from './payment-form';
import type { StripeCardFormProps } from './stripe-card-form';
import { m } from '../../paraglide/messages.js';

// Stripe's SDK is fetched only when a key is configured and the visitor reaches payment.
const StripeCardForm = lazyNamed(() => import('./stripe-card-form'), 'StripeCardForm');

export const paymentsOffText = () => m.payments_off();

/**
 * The details the card form shows and sends; `formId` is the form the dialog's "Complete
 * Enrollment" button submits, and `paymentError` ("Error creating payment method", "Stripe SCA
 * error") is shown under the card field.
 */
export type PaymentStepProps = Omit<StripeCardFormProps, 'publishableKey'>;

/** Step 2: the card form with a Stripe key, otherwise the plain "payments are off" notice. */
export function PaymentStep({ formId, onComplete, ...props }: PaymentStepProps) {
  const key = env.stripePublishableKey;
  if (!key) {
    return (
      <PaymentForm formId={formId} onSubmit={() => void onComplete()}>
        <Alert severity="info">{paymentsOffText()}</Alert>
      </PaymentForm>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
      <StripeCardForm publishableKey={key} formId={formId} onComplete={onComplete} {...props} />
    </Suspense>
  );
}
