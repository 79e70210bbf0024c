import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, clientFor, kigaliSlot, startSchemaBackend } from './schema-test-backend';

// Rules the database enforces on visitors' forms: per-e-mail limits, field bounds and the
// consultation calendar (Kigali slots, today to two months ahead).

const limitMessage = 'Too many submissions from this e-mail address. Please try again in an hour.';

let backend: Backend;
let anon: ReturnType<typeof clientFor>;

beforeAll(async () => {
  backend = await startSchemaBackend();
  anon = clientFor(backend);
});

afterAll(async () => {
  await backend?.stop();
});

const application = (email: string) => ({
  company_name: 'Limit Test Ltd',
  email,
  phone: '+250 788 000 800',
  message: 'Hello again.',
});

describe('per-e-mail limit', () => {
  it('accepts 5 submissions of a form per hour and refuses the 6th with a clear message', async () => {
    for (let i = 0; i < 5; i++) {
      const { error } = await anon
        .from('partner_applications')
        .insert(application('eager@example.com'));
      expect(error).toBeNull();
    }
    const sixth = await anon.from('partner_applications').insert(application('EAGER@example.com'));
    expect(sixth.error?.message).toBe(limitMessage);

    const otherAddress = await anon
      .from('partner_applications')
      .insert(application('patient@example.com'));
    expect(otherAddress.error).toBeNull();
    // The limit is per form: the same address can still book.
    const booking = await anon.from('bookings').insert({
      full_name: 'Eager Visitor',
      email: 'eager@example.com',
      requested_service: 'Others',
      project_description: 'Something else.',
    });
    expect(booking.error).toBeNull();
  });
});

describe('field bounds', () => {
  it('refuses over-long and malformed fields', async () => {
    const base = {
      full_name: 'Bound Test',
      requested_service: 'Others',
      project_description: 'Text.',
    };
    const longName = await anon
      .from('bookings')
      .insert({ ...base, email: 'bounds@example.com', full_name: 'x'.repeat(121) });
    expect(longName.error).not.toBeNull();
    const badEmail = await anon.from('bookings').insert({ ...base, email: 'not-an-email' });
    expect(badEmail.error).not.toBeNull();
    const longText = await anon
      .from('bookings')
      .insert({ ...base, email: 'bounds@example.com', project_description: 'x'.repeat(5001) });
    expect(longText.error).not.toBeNull();
    const unknownService = await anon
      .from('bookings')
      .insert({ ...base, email: 'bounds@example.com', requested_service: 'Hacking' });
    expect(unknownService.error).not.toBeNull();
  });
});

describe('consultation calendar', () => {
  const consultation = (scheduled_for: string, email: string) => ({
    full_name: 'Calendar Test',
    email,
    phone_number: '+250 788 000 700',
    service: 'Brand Design',
    scheduled_for,
  });

  it('accepts one of the seven Kigali slots within two months, with an empty message', async () => {
    const { error } = await anon.from('consultations').insert({
      ...consultation(kigaliSlot(10, 16), 'cal-1@example.com'),
      message: '',
    });
    expect(error).toBeNull();
  });

  it('refuses 1 PM, minutes past the hour, past days and days beyond two months', async () => {
    const onePm = await anon
      .from('consultations')
      .insert(consultation(kigaliSlot(10, 13), 'cal-2@example.com'));
    expect(onePm.error).not.toBeNull();
    const offHour = new Date(Date.parse(kigaliSlot(10, 10)) + 30 * 60_000).toISOString();
    const halfPast = await anon
      .from('consultations')
      .insert(consultation(offHour, 'cal-3@example.com'));
    expect(halfPast.error).not.toBeNull();
    const past = await anon
      .from('consultations')
      .insert(consultation(kigaliSlot(-1, 10), 'cal-4@example.com'));
    expect(past.error).not.toBeNull();
    const tooFar = await anon
      .from('consultations')
      .insert(consultation(kigaliSlot(70, 10), 'cal-5@example.com'));
    expect(tooFar.error?.message).toMatch(/two months/);
  });

  it('tells the visitor when the slot is already taken', async () => {
    const slot = kigaliSlot(12, 9);
    expect(
      (await anon.from('consultations').insert(consultation(slot, 'cal-6@example.com'))).error,
    ).toBeNull();
    const second = await anon.from('consultations').insert(consultation(slot, 'cal-7@example.com'));
    expect(second.error?.message).toBe(
      'This time slot is already booked. Please choose another one.',
    );
  });
});
