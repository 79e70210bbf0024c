import { SupabaseProvider } from '@inzira/shared-data/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { supabase } from '../app/supabase';

// For the public forms' tests: the form rendered as the site renders it, and its messages.

/** Renders a public form with the site's data client; the user who fills it in. */
export function renderPublicForm(form: ReactElement) {
  render(<SupabaseProvider client={supabase}>{form}</SupabaseProvider>);
  return userEvent.setup({ delay: null });
}

/** Presses the submit button; then each message is on screen (under its field). */
export async function submitExpecting(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  messages: readonly string[],
): Promise<void> {
  await user.click(screen.getByRole('button', { name: button }));
  for (const message of messages) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
}
