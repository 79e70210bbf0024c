import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicForm, submitExpecting } from '../../common/form-test-support';
import { BookingModal } from './booking-modal';
import type { BookingOptions } from '../../common/booking-context';

// Validation only: nothing here reaches the network (submitting is covered end to end).
function renderModal(options: BookingOptions = {}) {
  return renderPublicForm(<BookingModal open options={options} onClose={() => {}} />);
}

const field = (label: RegExp) => screen.getByLabelText(label);
const change = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

describe('BookingModal', { timeout: 30_000 }, () => {
  it('pre-fills the nearest service, the context message and +250', () => {
    renderModal({ service: 'Digital Marketing', message: 'About the tutorial "Event Basics"' });
    expect(screen.getByRole('dialog', { name: "Let's Talk!" })).toBeVisible();
    expect(field(/^Service/)).toHaveValue('Marketing Agents');
    expect(field(/^Message/)).toHaveValue('About the tutorial "Event Basics"');
    expect(field(/^Country code/)).toHaveValue('+250');
  });

  it('leaves the "Choose a service" placeholder when no service fits', () => {
    renderModal({ service: 'Quantum Computing' });
    expect(field(/^Service/)).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a service' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Administrative Support (Assistance)' })).toHaveValue(
      'Administrative Support',
    );
  });

  it('stays quiet on blur before the first submit; an empty submit focuses Name', async () => {
    const user = renderModal();
    fireEvent.focus(field(/^Name/));
    fireEvent.blur(field(/^Name/));
    change(/^Email/, 'not-an-email');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    change(/^Email/, '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
  });

  it('explains every required field under it', async () => {
    const user = renderModal();
    await submitExpecting(user, 'Submit', [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Please choose a service',
      'Message is required',
    ]);
  });

  it('checks the formats and length bounds on submit, then on every change', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    change(/^Email/, 'not-an-email');
    change(/^Country code/, 'abc');
    change(/^Phone/, 'call me');
    change(/^Name/, 'x'.repeat(121));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Country code must look like +250')).toBeInTheDocument();
    expect(
      screen.getByText('Phone may only contain digits, spaces and + ( ) . -'),
    ).toBeInTheDocument();
    expect(screen.getByText('Name must be at most 120 characters')).toBeInTheDocument();
    change(/^Phone/, '12');
    expect(await screen.findByText('Phone must be 4 to 26 characters')).toBeInTheDocument();
  });
});
