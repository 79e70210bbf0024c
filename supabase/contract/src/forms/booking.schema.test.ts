import { describe, expect, it } from 'vitest';
import { chars, itNamesEveryMissingField, schemaErrors } from '@inzira/test-kit/schema-errors';
import {
  BOOKING_SERVICES,
  bookingFormDefaults,
  bookingSchema,
  createAdminBookingSchema,
  toAdminBookingRow,
  toPublicBooking,
} from './booking.schema.ts';

// The public booking form and the admin booking form as the visitor and the admin meet them:
// the message under each field, and the row the validated values become.

const visitor = {
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
  phone: ' 788 123 456 ',
  service: 'Administrative Support',
  description: ' Two assistants for a week. ',
};

describe('public booking form', () => {
  it('trims the values and defaults the country code to +250', async () => {
    await expect(bookingSchema.validate(visitor)).resolves.toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      countryCode: '+250',
      phone: '788 123 456',
      service: 'Administrative Support',
      description: 'Two assistants for a week.',
    });
  });

  itNamesEveryMissingField(bookingSchema, {
    name: ['Name is required'],
    email: ['Email is required'],
    phone: ['Phone is required'],
    service: ['Please choose a service'],
    description: ['Message is required'],
  });

  it('takes every service it offers and nothing else', async () => {
    for (const { value } of BOOKING_SERVICES) {
      expect(await schemaErrors(bookingSchema, { ...visitor, service: value }), value).toEqual({});
    }
    expect(await schemaErrors(bookingSchema, { ...visitor, service: 'Catering' })).toEqual({
      service: ['Please choose a service'],
    });
  });

  it('takes a country code of one to four digits, with or without +, or none', async () => {
    for (const countryCode of ['+1', '250', '+1868', ' +44 ', '']) {
      expect(await schemaErrors(bookingSchema, { ...visitor, countryCode }), countryCode).toEqual(
        {},
      );
    }
    for (const countryCode of ['+12345', '++250', '+', 'RW', '+25 0']) {
      expect(await schemaErrors(bookingSchema, { ...visitor, countryCode }), countryCode).toEqual({
        countryCode: ['Country code must look like +250'],
      });
    }
  });

  it('takes a phone number of 4 to 26 characters (the code and a space make it 32 at most)', async () => {
    const phone = (value: string) => schemaErrors(bookingSchema, { ...visitor, phone: value });
    expect(await phone(chars(4, '7'))).toEqual({});
    expect(await phone(chars(26, '7'))).toEqual({});
    expect(await phone(chars(3, '7'))).toEqual({ phone: ['Phone must be 4 to 26 characters'] });
    expect(await phone(chars(27, '7'))).toEqual({ phone: ['Phone must be 4 to 26 characters'] });
    expect(await phone('0788-12x')).toEqual({
      phone: ['Phone may only contain digits, spaces and + ( ) . -'],
    });
  });

  it('starts empty with +250 and the service the visitor clicked', () => {
    expect(bookingFormDefaults('Others')).toEqual({
      name: '',
      email: '',
      countryCode: '+250',
      phone: '',
      service: 'Others',
      description: '',
    });
    expect(bookingFormDefaults().service).toBe('');
  });

  it('stores the country code and the number together', async () => {
    const values = await bookingSchema.validate(visitor);
    expect(toPublicBooking(values)).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '+250 788 123 456',
      requested_service: 'Administrative Support',
      project_description: 'Two assistants for a week.',
    });
    expect(toPublicBooking({ ...values, countryCode: '' }).phone_number).toBe('788 123 456');
  });
});

describe('admin booking form', () => {
  const schema = createAdminBookingSchema(['service-1', 'service-2']);
  const admin = {
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    project_description: 'A launch event.',
    status: 'confirmed',
  };

  it('defaults to no linked service and "Others", and names every missing field', async () => {
    await expect(schema.validate(admin)).resolves.toEqual({
      ...admin,
      service_id: '',
      requested_service: 'Others',
    });
    expect(await schemaErrors(schema, {})).toEqual({
      full_name: ['Full name is required'],
      email: ['Email is required'],
      project_description: ['Project description is required'],
      status: ['Status is required'],
    });
  });

  it('links only services that exist', async () => {
    expect(await schemaErrors(schema, { ...admin, service_id: 'service-2' })).toEqual({});
    expect(await schemaErrors(schema, { ...admin, service_id: 'service-3' })).toEqual({
      service_id: ['Please choose a service'],
    });
  });

  it('takes the booking statuses and nothing else', async () => {
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect(await schemaErrors(schema, { ...admin, status }), status).toEqual({});
    }
    expect(await schemaErrors(schema, { ...admin, status: 'Pending' })).toEqual({
      status: ['Please choose a status'],
    });
  });

  it('checks an optional phone number', async () => {
    expect(await schemaErrors(schema, { ...admin, phone_number: '12' })).toEqual({
      phone_number: ['Phone number must be 4 to 32 characters'],
    });
  });

  it('stores empty optional fields as null', async () => {
    const values = await schema.validate({ ...admin, phone_number: '' });
    expect(toAdminBookingRow(values)).toEqual({
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      phone_number: null,
      service_id: null,
      requested_service: 'Others',
      project_description: 'A launch event.',
      status: 'confirmed',
    });
    const linked = await schema.validate({
      ...admin,
      phone_number: '0788 000 111',
      service_id: 'service-1',
      requested_service: 'Event Protocols',
    });
    expect(toAdminBookingRow(linked)).toMatchObject({
      phone_number: '0788 000 111',
      service_id: 'service-1',
      requested_service: 'Event Protocols',
    });
  });
});
