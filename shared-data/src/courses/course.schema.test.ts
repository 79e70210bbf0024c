import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@inzira/test-kit/schema-errors';
import { courseSchema, newCourseId, toCourseRow } from './course.schema';

const course = {
  title: 'Event Budgets',
  description: 'Money and events.',
  level: 'Intermediate',
  duration: '3 weeks',
  modules: 4,
  currency: 'RWF',
  price: '350,000',
  sort_order: 4,
};

describe('course form', () => {
  it('stores the typed price in the currency’s smallest unit', async () => {
    expect(toCourseRow(await courseSchema.validate(course))).toMatchObject({
      price_cents: 350_000,
      currency: 'RWF',
      topics: [],
      instructor_id: null,
      image: null,
      is_active: true,
    });
    const dollars = await courseSchema.validate({ ...course, currency: 'USD', price: '120.5' });
    expect(toCourseRow(dollars)).toMatchObject({ price_cents: 12_050, currency: 'USD' });
  });

  it('refuses another currency, nothing to pay, and more than Stripe charges', async () => {
    expect(await schemaErrors(courseSchema, { ...course, currency: 'JPY' })).toMatchObject({
      currency: ['Choose one of the currencies offered'],
    });
    expect(await schemaErrors(courseSchema, { ...course, price: '0' })).toEqual({
      price: ['Price must be more than zero'],
    });
    expect(
      await schemaErrors(courseSchema, { ...course, currency: 'EUR', price: '1000000' }),
    ).toEqual({ price: ['Price can be at most EUR 999,999.99'] });
    expect(await schemaErrors(courseSchema, { ...course, level: 'Expert' })).toEqual({
      level: ['Choose a level'],
    });
  });

  it('makes a new course’s id from its title', () => {
    expect(newCourseId('Protocol Officer Essentials')).toBe('protocol-officer-essentials');
    expect(newCourseId('Amahugurwa y’Itumanaho!')).toBe('amahugurwa-y-itumanaho');
    expect(newCourseId('!!!')).toBe('course');
  });
});
