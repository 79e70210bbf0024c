import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicForm, submitExpecting } from '../../common/form-test-support';
import { PartnerApplicationModal } from './partner-application-modal';

// Validation only: nothing here reaches the network (submitting is covered end to end).
describe('PartnerApplicationModal', { timeout: 30_000 }, () => {
  it('requires every field and checks the formats', async () => {
    const user = renderPublicForm(<PartnerApplicationModal open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Partner Application' })).toBeVisible();
    await submitExpecting(user, 'Submit Application', [
      'Company name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ]);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: 'abc' } });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Phone may only contain digits, spaces and + ( ) . -'),
    ).toBeInTheDocument();
  });
});
