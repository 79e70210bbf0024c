import { SupabaseProvider } from '@inzira/shared-data/client';
import { bookingWindow, kigaliDateOf } from '@inzira/shared-data/consultations';
import type { Database } from '@inzira/contract/database.types.ts';
import { openKigaliSlot, useTestBackend } from '@inzira/test-kit';
import {
  fireEvent,
  render,
  screen,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ConsultationFormBody } from './consultation-form-body';

// A real local backend (PGlite) for this file.
// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's per-file backend, not a React hook
const ctx = useTestBackend<Database>();

function renderForm() {
  render(
    <SupabaseProvider client={ctx().anon}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConsultationFormBody />
      </SWRConfig>
    </SupabaseProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** A Kigali date `days` after today's. */
function kigaliDay(days: number): string {
  const date = new Date(`${bookingWindow().min}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Typing through user-event is slow on a busy machine; no assertion here is about time.
describe('ConsultationFormBody', { timeout: 30_000 }, () => {
  it('explains every required field under it and shows the banner', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check your inputs and try again.',
    );
    for (const message of [
      'Name is required',
      'Email is required',
      'Please choose a service',
      'Phone is required',
      'Please choose a date',
      'Please choose a time',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The message is optional.
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
  });

  it('checks the e-mail and phone formats', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Phone may only contain digits, spaces and + ( ) . -'),
    ).toBeInTheDocument();
  });

  it('offers the times the hours give the chosen date, and limits the date to two months', async () => {
    // An open weekday (8 AM opens Monday to Friday only), as the database offers it.
    const weekday = kigaliDateOf(await openKigaliSlot(ctx().backend, 2, 8));
    renderForm();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: weekday } });
    await screen.findByRole('radio', { name: /^08:00 AM/ }, { timeout: 10_000 });
    const slots = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(slots.map((slot) => slot.getAttribute('value'))).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const date = screen.getByLabelText(/^Date/);
    const { min, max } = bookingWindow();
    expect(date).toHaveAttribute('min', min);
    expect(date).toHaveAttribute('max', max);

    // Checked on submit, then on every change.
    fireEvent.click(screen.getByRole('button', { name: 'Book Consultation' }));
    for (const outside of [kigaliDay(-1), kigaliDay(70)]) {
      fireEvent.change(date, { target: { value: outside } });
      fireEvent.blur(date);
      expect(
        await screen.findByText('Please choose a date between today and two months from today'),
      ).toBeInTheDocument();
    }
    fireEvent.change(date, { target: { value: kigaliDay(1) } });
    fireEvent.blur(date);
    await waitForElementToBeRemoved(() =>
      screen.queryByText('Please choose a date between today and two months from today'),
    );
    expect(
      screen.queryByText('Please choose a date between today and two months from today'),
    ).not.toBeInTheDocument();
  });

  it('offers no time on a Sunday and says the office is closed', async () => {
    let sunday = 1;
    while (new Date(`${kigaliDay(sunday)}T12:00:00Z`).getUTCDay() !== 0) sunday += 1;
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: kigaliDay(sunday) } });
    expect(
      await screen.findByText('We are closed on this day. Please choose another date.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('shows the slots already booked for the chosen date as unavailable', async () => {
    const slot = await openKigaliSlot(ctx().backend, 9, 12);
    const day = kigaliDateOf(slot);
    const { error } = await ctx().service.from('consultations').insert({
      full_name: 'Earlier Visitor',
      email: 'earlier.visitor@example.com',
      phone_number: '+250 788 000 000',
      service: 'Brand Design',
      scheduled_for: slot,
    });
    expect(error).toBeNull();
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: day } });
    const taken = await screen.findByRole(
      'radio',
      { name: '12:00 PM (unavailable)' },
      { timeout: 10_000 },
    );
    expect(taken).toBeDisabled();
    expect(screen.getByRole('radio', { name: '11:00 AM' })).toBeEnabled();
  });
});
