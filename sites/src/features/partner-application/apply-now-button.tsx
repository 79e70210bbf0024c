import { lazyNamed } from '@inzira/shared-ui/lazy';
import type { ButtonProps } from '@mui/material/Button';
import { DialogButton } from '../../common/dialog-button';
import { m } from '../../paraglide/messages.js';

// The modal, Formik and yup load on the first click only.
const PartnerApplicationModal = lazyNamed(
  () => import('./partner-application-modal'),
  'PartnerApplicationModal',
);

export type ApplyNowButtonProps = Omit<ButtonProps, 'onClick'>;

/** The /partners "Apply Now" button: opens the Partner Application modal (docs/product-decisions.md, decision 3). */
export function ApplyNowButton({ children, ...props }: ApplyNowButtonProps) {
  return (
    <DialogButton
      {...props}
      form="partner"
      renderDialog={(state) => <PartnerApplicationModal {...state} />}
    >
      {children ?? m.apply_now()}
    </DialogButton>
  );
}
