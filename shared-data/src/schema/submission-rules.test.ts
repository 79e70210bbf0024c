import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Backend,
  adminClient,
  clientFor,
  kigaliSlot,
  startSchemaBackend,
} from './schema-test-backend';

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

  it('limits every public form: bookings, consultations, enrollments and participants', async () => {
    const admin = await adminClient(backend);
    const events = await admin
      .from('events')
      .insert(
        Array.from({ length: 6 }, (_, i) => ({
          title: `Limit event ${i + 1}`,
          description: 'Open to all.',
          from_date: new Date(Date.now() + 86_400_000).toISOString(),
          to_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          prize: 'A prize',
        })),
      )
      .select('id');
    expect(events.error).toBeNull();
    const eventIds = (events.data ?? []).map((e) => e.id);
    const slots = [9, 10, 11, 12, 14, 15].map((hour) => kigaliSlot(25, hour));
    const email = 'every-form@example.com';
    // The i-th submission of each form; each differs from the others but for the address.
    const forms = {
      bookings: (i: number) =>
        anon.from('bookings').insert({
          full_name: `Form ${i}`,
          email,
          requested_service: 'Others',
          project_description: 'Again.',
        }),
      consultations: (i: number) =>
        anon.from('consultations').insert({
          full_name: `Form ${i}`,
          email,
          phone_number: '+250 788 000 810',
          service: 'Other',
          scheduled_for: slots[i] ?? '',
        }),
      enrollments: (i: number) =>
        anon.from('enrollments').insert({
          course_id: 'limit-course',
          course_title: `Limit Course ${i}`,
          amount_cents: 1000,
          full_name: `Form ${i}`,
          email,
          phone: '+250 788 000 811',
        }),
      participants: (i: number) =>
        anon.from('participants').insert({ event_id: eventIds[i] ?? '', name: `Form ${i}`, email }),
    };
    for (const [form, submit] of Object.entries(forms)) {
      for (let i = 0; i < 5; i++) expect((await submit(i)).error, `${form} ${i + 1}`).toBeNull();
      const sixth = await submit(5);
      expect(sixth.error, form).toMatchObject({ code: 'P0001', message: limitMessage });
    }
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
    expect(longName.error).toMatchObject({
      code: '23514',
      message: 'value for domain name_text violates check constraint "name_text_bounds"',
    });
    const badEmail = await anon.from('bookings').insert({ ...base, email: 'not-an-email' });
    expect(badEmail.error).toMatchObject({
      code: '23514',
      message: 'value for domain email_address violates check constraint "email_address_format"',
    });
    const longText = await anon
      .from('bookings')
      .insert({ ...base, email: 'bounds@example.com', project_description: 'x'.repeat(5001) });
    expect(longText.error).toMatchObject({
      code: '23514',
      message: 'value for domain long_text violates check constraint "long_text_bounds"',
    });
    const unknownService = await anon
      .from('bookings')
      .insert({ ...base, email: 'bounds@example.com', requested_service: 'Hacking' });
    expect(unknownService.error).toMatchObject({
      code: '23514',
      message:
        'new row for relation "bookings" violates check constraint "bookings_requested_service_choice"',
    });
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
    expect(onePm.error).toMatchObject({
      code: '23514',
      message:
        'new row for relation "consultations" violates check constraint "consultations_scheduled_for_slot"',
    });
    const offHour = new Date(Date.parse(kigaliSlot(10, 10)) + 30 * 60_000).toISOString();
    const halfPast = await anon
      .from('consultations')
      .insert(consultation(offHour, 'cal-3@example.com'));
    expect(halfPast.error).toMatchObject({
      code: '23514',
      message:
        'new row for relation "consultations" violates check constraint "consultations_scheduled_for_slot"',
    });
    const past = await anon
      .from('consultations')
      .insert(consultation(kigaliSlot(-1, 10), 'cal-4@example.com'));
    expect(past.error).toMatchObject({
      code: '22023',
      message: 'Please choose a time slot between now and two months from today.',
    });
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
