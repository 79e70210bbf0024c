import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPublicForm } from '../../common/form-test-support';
import { BookingModal } from './booking-modal';

// The copy of the form a prerendered page showed before the app had started, as the visitor
// left it: a name typed, Submit pressed.
function leaveCopy({ submitHeld }: { submitHeld: boolean }) {
  const copy = document.createElement('div');
  copy.dataset.earlyForm = 'booking';
  copy.dataset.shownAt = String(Date.now() - 5000);
  if (submitHeld) copy.dataset.submitHeld = '';
  copy.innerHTML = '<input name="name" value=""><input name="phone" value="">';
  const name = copy.querySelector('input');
  if (!name) throw new Error('no field');
  name.value = 'Aline Mukamana';
  document.body.append(copy);
  let taken = false;
  copy.addEventListener('inzira:early-form-taken', () => (taken = true));
  return { isTaken: () => taken };
}

afterEach(() => {
  for (const copy of document.querySelectorAll('[data-early-form]')) copy.remove();
});

describe(
  'BookingModal opened over a copy shown before the app had started',
  { timeout: 30_000 },
  () => {
    it('opens with what the visitor typed and the pre-fill elsewhere, and takes the copy away', () => {
      const copy = leaveCopy({ submitHeld: false });
      renderPublicForm(<BookingModal open options={{ service: 'Others' }} onClose={() => {}} />);
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Aline Mukamana');
      expect(screen.getByLabelText(/^Service/)).toHaveValue('Others');
      expect(screen.getByLabelText(/^Country code/)).toHaveValue('+250');
      expect(copy.isTaken()).toBe(true);
    });

    it('submits a held Submit through its own checks', async () => {
      leaveCopy({ submitHeld: true });
      renderPublicForm(<BookingModal open options={{}} onClose={() => {}} />);
      // Nothing reaches the network: the form's own validation stops the submission first.
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Please choose a service')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'x' } });
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    });
  },
);
