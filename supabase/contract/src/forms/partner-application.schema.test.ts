import { describe, expect, it } from 'vitest';
import { itNamesEveryMissingField } from '@inzira/test-kit/schema-errors';
import {
  partnerApplicationSchema,
  toPublicPartnerApplication,
} from './partner-application.schema.ts';

describe('partner application form', () => {
  itNamesEveryMissingField(partnerApplicationSchema, {
    companyName: ['Company name is required'],
    email: ['Email is required'],
    phone: ['Phone is required'],
    message: ['Message is required'],
  });

  it('stores the trimmed values', async () => {
    const values = await partnerApplicationSchema.validate({
      companyName: ' Acme ',
      email: 'team@acme.rw',
      phone: '+250 788 000 111',
      message: ' We print. ',
    });
    expect(toPublicPartnerApplication(values)).toEqual({
      company_name: 'Acme',
      email: 'team@acme.rw',
      phone: '+250 788 000 111',
      message: 'We print.',
    });
  });
});
