import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@inzira/test-kit/schema-errors';
import { enrollmentDetailsSchema } from './enrollment.schema.ts';

// The enrollment modal's details step (the card is Stripe's own form).

describe('enrollment details', () => {
  it('asks for the name, e-mail and phone', async () => {
    expect(await schemaErrors(enrollmentDetailsSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
    });
  });

  it('trims what the visitor typed', async () => {
    await expect(
      enrollmentDetailsSchema.validate({
        name: ' Ada ',
        email: ' ada@example.com ',
        phone: ' 0788 123 456 ',
      }),
    ).resolves.toEqual({ name: 'Ada', email: 'ada@example.com', phone: '0788 123 456' });
  });
});
