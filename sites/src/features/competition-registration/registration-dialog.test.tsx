import type { InziraEvent } from '@inzira/shared-data/events';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicForm, submitExpecting } from '../../common/form-test-support';
import { RegistrationDialog } from './registration-dialog';

const event: InziraEvent = {
  id: 'a6000000-0000-4000-8000-000000000001',
  title: 'Kigali Content Creators Challenge',
  description: 'Tell the story of a Kigali small business in a 60-second video.',
  from_date: '2026-12-12T07:00:00Z',
  to_date: '2026-12-26T15:00:00Z',
  prize: 'USD 1,500',
  location: 'Kigali Convention Centre',
  image: null,
  image_alt: null,
  is_published: true,
  created_at: '2026-11-12T07:00:00Z',
  updated_at: '2026-11-12T07:00:00Z',
};

// Validation only: nothing here reaches the network (registering is covered end to end).
describe('RegistrationDialog', { timeout: 30_000 }, () => {
  it('names the event and requires name, e-mail and phone', async () => {
    const user = renderPublicForm(<RegistrationDialog event={event} open onClose={() => {}} />);
    expect(
      screen.getByRole('dialog', { name: 'Register for Kigali Content Creators Challenge' }),
    ).toBeVisible();
    await submitExpecting(user, 'Register', [
      'Name is required',
      'Email is required',
      'Phone is required',
    ]);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
