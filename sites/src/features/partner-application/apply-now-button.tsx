import { lazyNamed } from '@inzira/shared-ui/lazy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState } from 'react';

// The modal, Formik and yup load on the first click only.
const PartnerApplicationModal = lazyNamed(
  () => import('./partner-application-modal'),
  'PartnerApplicationModal',
);

export type ApplyNowButtonProps = Omit<ButtonProps, 'onClick'>;

/** The /partners "Apply Now" button: opens the Partner Application modal (docs/product-decisions.md, decision 3). */
export function ApplyNowButton({
  children = 'Apply Now',
  variant = 'contained',
  ...props
}: ApplyNowButtonProps) {
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setSession((count) => count + 1);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {session > 0 && (
        <Suspense fallback={null}>
          <PartnerApplicationModal key={session} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
