import { describe, expect, it } from 'vitest';
import { kigaliSlot, openKigaliSlot, productionLike, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Rules the database enforces on what the Edge Functions store for visitors (through
// submit_public_form, ctx().service role only): limits per address and per e-mail + address, field
// bounds and the consultation calendar (Kigali slots, today to two months ahead).

const limitMessage = 'Too many requests. Please try again later.';

const ctx = useTestBackend<Database>(productionLike);

const forms: Record<string, string> = {
  bookings: 'booking',
  consultations: 'consultation',
  partner_applications: 'partner_application',
  enrollments: 'enrollment',
  participants: 'registration',
};

/** Stores one visitor row as the function does, from a given source address. */
async function insert(table: string, fields: Record<string, unknown>, address = '198.51.100.1') {
  const form = forms[table];
  if (!form) throw new Error(`No public form stores ${table}`);
  return ctx().service.rpc('submit_public_form', {
    form_name: form,
    source_address: address,
    fields: fields as never,
  });
}

const application = (email: string) => ({
  company_name: 'Limit Test Ltd',
  email,
  phone: '+250 788 000 800',
  message: 'Hello again.',
});

describe('limits', () => {
  it('takes 3 applications per e-mail and 5 per address within the hour, then a clear refusal', async () => {
    const address = '198.51.100.20';
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(
        (await insert('partner_applications', application('same@example.com'), address)).error,
      );
    }
    expect(results.slice(0, 3)).toEqual([null, null, null]);
    expect(results[3]).toMatchObject({ code: 'P0001', hint: 'rate_limited' });
    // The same e-mail from the owner's own address still gets through.
    expect(
      (await insert('partner_applications', application('same@example.com'), '198.51.100.21'))
        .error,
    ).toBeNull();
    for (let i = 0; i < 2; i++) {
      expect(
        (await insert('partner_applications', application(`other-${i}@example.com`), address))
          .error,
      ).toBeNull();
    }
    const sixth = await insert('partner_applications', application('sixth@example.com'), address);
    expect(sixth.error).toMatchObject({
      code: 'P0001',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('limits every public form per e-mail and address: bookings, consultations, enrollments and participants', async () => {
    const events = await ctx()
      .admin.from('events')
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
    const slots = await Promise.all(
      [9, 10, 11, 12, 14, 15].map((hour) => openKigaliSlot(ctx().backend, 25, hour)),
    );
    const email = 'every-form@example.com';
    const address = '198.51.100.30';
    // The i-th submission of each form and its e-mail + address figure; each differs from the
    // others but for the e-mail and the address.
    const forms: Record<string, [number, (i: number) => ReturnType<typeof insert>]> = {
      bookings: [
        3,
        (i) =>
          insert(
            'bookings',
            {
              full_name: `Form ${i}`,
              email,
              requested_service: 'Others',
              project_description: 'Again.',
            },
            address,
          ),
      ],
      consultations: [
        2,
        (i) =>
          insert(
            'consultations',
            {
              full_name: `Form ${i}`,
              email,
              phone_number: '+250 788 000 810',
              service: 'Other',
              scheduled_for: slots[i] ?? '',
            },
            address,
          ),
      ],
      enrollments: [
        3,
        (i) =>
          insert(
            'enrollments',
            {
              course_id: 'digital-marketing-mastery',
              full_name: `Form ${i}`,
              email,
              phone: '+250 788 000 811',
            },
            address,
          ),
      ],
      participants: [
        3,
        (i) =>
          insert(
            'participants',
            { event_id: eventIds[i] ?? '', name: `Form ${i}`, email },
            address,
          ),
      ],
    };
    for (const [form, [limit, submit]] of Object.entries(forms)) {
      for (let i = 0; i < limit; i++)
        expect((await submit(i)).error, `${form} ${i + 1}`).toBeNull();
      const over = await submit(limit);
      expect(over.error, form).toMatchObject({ code: 'P0001', message: limitMessage });
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
    const longName = await insert('bookings', {
      ...base,
      email: 'bounds@example.com',
      full_name: 'x'.repeat(121),
    });
    expect(longName.error).toMatchObject({ code: '23514' });
    const badEmail = await insert('bookings', { ...base, email: 'not-an-email' });
    expect(badEmail.error).toMatchObject({ code: '23514' });
    const longText = await insert('bookings', {
      ...base,
      email: 'bounds@example.com',
      project_description: 'x'.repeat(5001),
    });
    expect(longText.error).toMatchObject({ code: '23514' });
    const unknownService = await insert('bookings', {
      ...base,
      email: 'bounds@example.com',
      requested_service: 'Hacking',
    });
    expect(unknownService.error).toMatchObject({ code: '23514' });
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

  it('accepts a slot the consultation hours offer within two months, with an empty message', async () => {
    const { error } = await insert('consultations', {
      ...consultation(await openKigaliSlot(ctx().backend, 10, 16), 'cal-1@example.com'),
      message: '',
    });
    expect(error).toBeNull();
  });

  it('refuses times outside the hours, minutes off the slots, past days and days beyond two months', async () => {
    const outside = {
      code: '22023',
      message: 'We do not hold consultations at this time. Please choose one of the times offered.',
    };
    const open = await openKigaliSlot(ctx().backend, 10, 16);
    // 5 PM closes the day; 7 AM is before it opens.
    const fivePm = new Date(Date.parse(open) + 3_600_000).toISOString();
    const sevenAm = new Date(Date.parse(open) - 9 * 3_600_000).toISOString();
    const halfPast = new Date(Date.parse(open) - 30 * 60_000).toISOString();
    for (const [i, at] of [fivePm, sevenAm, halfPast].entries()) {
      const { error } = await insert('consultations', consultation(at, `cal-off-${i}@example.com`));
      expect(error).toMatchObject(outside);
    }
    const past = await insert(
      'consultations',
      consultation(kigaliSlot(-1, 10), 'cal-4@example.com'),
    );
    expect(past.error).toMatchObject({
      code: '22023',
      message: 'Please choose a time slot between now and two months from today.',
    });
    const tooFar = await insert(
      'consultations',
      consultation(kigaliSlot(70, 10), 'cal-5@example.com'),
    );
    expect(tooFar.error?.message).toMatch(/two months/);
  });

  it('tells the visitor when the slot is already taken', async () => {
    const slot = await openKigaliSlot(ctx().backend, 12, 9);
    expect(
      (await insert('consultations', consultation(slot, 'cal-6@example.com'))).error,
    ).toBeNull();
    const second = await insert('consultations', consultation(slot, 'cal-7@example.com'));
    expect(second.error?.message).toBe(
      'This time slot is already booked. Please choose another one.',
    );
  });
});
