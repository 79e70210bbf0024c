import type { CardPayment } from '@inzira/shared-data/forms';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type PaymentMethodResult, type Stripe } from '@stripe/stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { PaymentForm } from './payment-form';
import { m } from '../../paraglide/messages.js';

export const stripeLoadFailed = () => m.stripe_load_failed();
const stripeUnavailable = () => m.stripe_unavailable();

type StripeState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'failed'; message: string };

// loadStripe injects Stripe's script once; a failed load is retried only on request.
let pending: Promise<Stripe | null> | undefined;
function stripeFor(key: string): Promise<Stripe | null> {
  pending ??= loadStripe(key).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export interface StripeCardFormProps {
  publishableKey: string;
  formId: string;
  name: string;
  email: string;
  phone: string;
  paymentError?: string;
  onComplete: (payment?: CardPayment) => Promise<void>;
}

/** Loads Stripe.js, then shows its card element inside our form. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [state, setState] = useState<StripeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (!current) return;
        setState(
          stripe ? { status: 'ready', stripe } : { status: 'failed', message: stripeUnavailable() },
        );
      },
      () => current && setState({ status: 'failed', message: stripeLoadFailed() }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (state.status === 'loading') {
    return <Skeleton variant="rounded" height={56} aria-label={m.stripe_loading()} />;
  }
  if (state.status === 'failed') {
    // A new attempt runs the effect again, which asks stripeFor for a fresh load.
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    };
    return (
      <Box component="form" id={props.formId} onSubmit={(event) => event.preventDefault()}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {m.retry()}
            </Button>
          }
        >
          {state.message}
        </Alert>
      </Box>
    );
  }
  return (
    <Elements stripe={state.stripe}>
      <CardFields stripe={state.stripe} {...props} />
    </Elements>
  );
}

function CardFields({
  stripe,
  formId,
  name,
  email,
  phone,
  paymentError,
  onComplete,
}: Omit<StripeCardFormProps, 'publishableKey'> & { stripe: Stripe }) {
  const elements = useElements();
  const stripeInContext = useStripe();
  const [cardError, setCardError] = useState<string>();
  // One PaymentMethod per card entered: pressing again with the same card names the same one,
  // so the enrollment it was stored with is not stored twice (docs/payments.md).
  const created = useRef<Promise<PaymentMethodResult> | undefined>(undefined);
  const message = cardError ?? paymentError;
  return (
    <PaymentForm
      formId={formId}
      onSubmit={() => {
        const card = elements?.getElement(CardElement);
        if (!card || !stripeInContext) {
          setCardError(stripeUnavailable());
          return;
        }
        void onComplete({
          handleCardAction: (clientSecret) => stripe.handleCardAction(clientSecret),
          createPaymentMethod: () =>
            (created.current ??= stripe
              .createPaymentMethod({ type: 'card', card, billing_details: { name, email, phone } })
              .then((result) => {
                if (result.error) created.current = undefined;
                return result;
              })),
        });
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <FormLabel required>{m.stripe_card()}</FormLabel>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        <CardElement
          options={{ hidePostalCode: true }}
          onChange={(event) => {
            created.current = undefined;
            setCardError(event.error?.message);
          }}
        />
      </Box>
      <FormHelperText error={message !== undefined}>{message ?? ' '}</FormHelperText>
    </PaymentForm>
  );
}
