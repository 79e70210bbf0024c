import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  adminCreateBooking,
  bookingSchema,
  createAdminBookingSchema,
  deleteBooking,
  toAdminBookingRow,
  updateBooking,
} from '.';

const ctx = useTestBackend<Database>();

const CONTENT_CREATION = 'a1000000-0000-4000-8000-000000000001';
const TRANSLATION = 'a1000000-0000-4000-8000-000000000005';

describe('bookings', () => {
  it('stores a visitor’s booking as pending; the admin reads it, the visitor cannot', async () => {
    const values = await bookingSchema.validate({
      name: 'Visiting Client',
      email: 'visiting.client@example.com',
      phone: '788 123 456',
      service: 'Administrative Support',
      description: 'Two assistants for a week.',
    });
    expect(values.countryCode).toBe('+250');
    await submitAsVisitor(ctx().backend, 'submit-booking', values);

    const page = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'visiting.client',
    });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      full_name: 'Visiting Client',
      phone_number: '+250 788 123 456',
      requested_service: 'Administrative Support',
      status: 'pending',
      // The visitor's choice matches a service record's title, so it is linked at once.
      service: { title: 'Administrative Support' },
    });

    const { data: visible } = await ctx().anon.from('bookings').select('id');
    expect(visible ?? []).toEqual([]);
  });

  it('leaves a choice that names no service record for the admin to link', async () => {
    await submitAsVisitor(ctx().backend, 'submit-booking', {
      name: 'Open Question',
      email: 'open.question@example.com',
      phone: '788 123 457',
      service: 'Others',
      description: 'Not sure which service fits.',
    });
    const page = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'open.question',
    });
    expect(page.rows[0]).toMatchObject({ requested_service: 'Others', service: null });
  });

  it('shows the linked service title in the admin list', async () => {
    const page = await listRows(ctx().admin, 'bookings', {
      page: 0,
      pageSize: 10,
      search: 'Alice Uwera',
    });
    expect(page.rows[0]).toMatchObject({
      full_name: 'Alice Uwera',
      service: { title: 'Content Creation' },
    });
  });

  it('lets the admin create, update and delete a booking', async () => {
    const schema = createAdminBookingSchema([CONTENT_CREATION, TRANSLATION]);
    const values = await schema.validate({
      full_name: 'Office Walk-in',
      email: 'walk.in@example.com',
      phone_number: '',
      service_id: CONTENT_CREATION,
      project_description: 'A brochure shoot.',
      status: 'confirmed',
    });
    const created = await adminCreateBooking(ctx().admin, toAdminBookingRow(values));
    expect(created).toMatchObject({
      status: 'confirmed',
      phone_number: null,
      service: { title: 'Content Creation' },
    });

    const updated = await updateBooking(ctx().admin, created.id, {
      status: 'completed',
      service_id: TRANSLATION,
    });
    expect(updated).toMatchObject({
      status: 'completed',
      service: { title: 'Translation Services' },
    });

    await deleteBooking(ctx().admin, created.id);
    const { data } = await ctx().service.from('bookings').select('id').eq('id', created.id);
    expect(data).toEqual([]);
  });

  it('validates the public form and the admin form’s service choice', async () => {
    await expect(
      bookingSchema.validate(
        { name: '', email: 'not-an-email', phone: '', service: 'Cooking', description: '' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Name is required',
        'Please enter a valid email address',
        'Phone is required',
        'Please choose a service',
        'Message is required',
      ]),
    });
    await expect(
      createAdminBookingSchema([CONTENT_CREATION]).validateAt('service_id', {
        service_id: TRANSLATION,
      }),
    ).rejects.toThrow('Please choose a service');
  });

  it("confirms a visitor's Marketing Agents booking without linking a service", async () => {
    const { data: booking } = await ctx()
      .service.from('bookings')
      .insert({
        full_name: 'Marketing Visitor',
        email: 'marketing.visitor@example.com',
        requested_service: 'Marketing Agents',
        project_description: 'Agents for a launch.',
      })
      .select('*')
      .single();
    if (!booking) throw new Error('no booking');
    expect(booking.service_id).toBeNull();
    const values = await createAdminBookingSchema([CONTENT_CREATION]).validate({
      full_name: booking.full_name,
      email: booking.email,
      phone_number: '',
      service_id: '',
      requested_service: booking.requested_service,
      project_description: booking.project_description,
      status: 'confirmed',
    });
    const updated = await updateBooking(ctx().admin, booking.id, toAdminBookingRow(values));
    expect(updated).toMatchObject({
      status: 'confirmed',
      service_id: null,
      requested_service: 'Marketing Agents',
    });
  });
});
