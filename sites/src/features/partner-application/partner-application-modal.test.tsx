import { SupabaseProvider } from '@inzira/shared-data/client';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { supabase } from '../../app/supabase';
import { PartnerApplicationModal } from './partner-application-modal';

// Validation only: nothing here reaches the network (submitting is covered end to end).
describe('PartnerApplicationModal', { timeout: 30_000 }, () => {
  it('requires every field and checks the formats', async () => {
    render(
      <SupabaseProvider client={supabase}>
        <PartnerApplicationModal open onClose={() => {}} />
      </SupabaseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('dialog', { name: 'Partner Application' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'Company name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: 'abc' } });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Phone may only contain digits, spaces and + ( ) . -'),
    ).toBeInTheDocument();
  });
});
