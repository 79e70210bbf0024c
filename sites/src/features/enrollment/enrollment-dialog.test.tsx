import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicForm, submitExpecting } from '../../common/form-test-support';
import { EnrollmentDialog } from './enrollment-dialog';
import { paymentsOffText } from './payment-step';

const course = {
  id: 'digital-marketing-mastery',
  title: 'Digital Marketing Mastery',
  price_cents: 39_900,
  currency: 'USD',
};

// Details and navigation only: completing an enrollment is covered end to end.
describe('EnrollmentDialog', { timeout: 30_000 }, () => {
  it('requires the details, then says payments are off, and Back keeps the details', async () => {
    const user = renderPublicForm(<EnrollmentDialog course={course} open onClose={() => {}} />);
    expect(screen.getByText('$399.00')).toBeInTheDocument();
    await submitExpecting(user, 'Continue to Payment', [
      'Name is required',
      'Email is required',
      'Phone is required',
    ]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Grace Ingabire' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+250 788 900 100' } });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText(paymentsOffText())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Enrollment' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('grace@example.com');
  });
});
