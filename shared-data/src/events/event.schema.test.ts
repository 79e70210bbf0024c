import { describe, expect, it } from 'vitest';
import { chars, schemaErrors } from '@inzira/test-kit/schema-errors';
import { eventSchema, toEventRow } from './event.schema';

// The date fields hold Kigali wall time (UTC+2), whatever the admin's device zone.
const event = {
  title: 'Hackathon',
  from_date: '2026-07-01T09:00',
  to_date: '2026-07-02T17:00',
  prize: '1,000,000 RWF',
  description: 'Two days of building.',
};

describe('event form', () => {
  it('publishes by default and names every missing field', async () => {
    await expect(eventSchema.validate(event)).resolves.toEqual({
      ...event,
      image_alt: '',
      is_published: true,
    });
    expect(await schemaErrors(eventSchema, {})).toEqual({
      title: ['Title is required'],
      from_date: ['Start date is required'],
      to_date: ['End date is required'],
      prize: ['Prize is required'],
      description: ['Description is required'],
    });
  });

  it('asks for dates it can read', async () => {
    expect(
      await schemaErrors(eventSchema, { ...event, from_date: 'soon', to_date: '2026-02-31T09:00' }),
    ).toEqual({
      from_date: ['Start date must be a valid date'],
      to_date: ['End date must be a valid date'],
    });
  });

  it('lets an event end when it starts or later, not before', async () => {
    expect(await schemaErrors(eventSchema, { ...event, to_date: event.from_date })).toEqual({});
    expect(await schemaErrors(eventSchema, { ...event, to_date: '2026-07-01T08:59' })).toEqual({
      to_date: ['End date must be on or after the start date'],
    });
    // With no readable start there is nothing to compare with: only the start is flagged.
    expect(await schemaErrors(eventSchema, { ...event, from_date: 'x' })).toEqual({
      from_date: ['Start date must be a valid date'],
    });
  });

  it('takes a location of at most 120 characters', async () => {
    expect(await schemaErrors(eventSchema, { ...event, location: chars(120) })).toEqual({});
    expect(await schemaErrors(eventSchema, { ...event, location: chars(121) })).toEqual({
      location: ['Location must be at most 120 characters'],
    });
  });

  it('stores instants, and empty optional fields as null', async () => {
    const values = await eventSchema.validate({
      ...event,
      location: ' ',
      is_published: false,
    });
    expect(toEventRow(values)).toEqual({
      title: 'Hackathon',
      from_date: '2026-07-01T07:00:00.000Z',
      to_date: '2026-07-02T15:00:00.000Z',
      prize: '1,000,000 RWF',
      description: 'Two days of building.',
      location: null,
      image: null,
      image_alt: null,
      is_published: false,
    });
    // An image needs its description (alt text).
    expect(await schemaErrors(eventSchema, { ...event, image: '/e.webp' })).toEqual({
      image_alt: ['Describe the image for people who cannot see it (alt text)'],
    });
    const placed = await eventSchema.validate({
      ...event,
      location: 'Kigali',
      image: '/e.webp',
      image_alt: 'A trophy',
    });
    expect(toEventRow(placed)).toMatchObject({
      location: 'Kigali',
      image: '/e.webp',
      image_alt: 'A trophy',
    });
  });
});
