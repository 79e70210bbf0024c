import { describe, expect, it } from 'vitest';
import { chars, schemaErrors } from '@inzira/contract/test-support/schema-errors.ts';
import { serviceSchema, toServiceRow } from './service.schema';

const service = {
  title: ' Content Creation ',
  description: ' Films and posts. ',
  features: ['Films', 'Posts'],
  num_of_clients: '12',
  satisfaction: '4.8',
};

const errors = (values: Record<string, unknown>) =>
  schemaErrors(serviceSchema, { ...service, ...values });

describe('service form', () => {
  it('reads the numbers typed as text, and names every missing field', async () => {
    await expect(serviceSchema.validate(service)).resolves.toEqual({
      title: 'Content Creation',
      description: 'Films and posts.',
      features: ['Films', 'Posts'],
      num_of_clients: 12,
      satisfaction: 4.8,
    });
    expect(await schemaErrors(serviceSchema, {})).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      features: ['Add at least one feature'],
      num_of_clients: ['Number of clients is required'],
      satisfaction: ['Satisfaction is required'],
    });
  });

  it('bounds the title, description and features', async () => {
    expect(await errors({ title: chars(200), description: chars(5000) })).toEqual({});
    expect(
      await errors({
        title: chars(201),
        description: chars(5001),
        features: [chars(201), ...Array.from({ length: 20 }, () => 'x')],
      }),
    ).toEqual({
      title: ['Title must be at most 200 characters'],
      description: ['Description must be at most 5000 characters'],
      features: ['Features can have at most 20 items'],
      'features[0]': ['Each item of Features must be at most 200 characters'],
    });
  });

  it('counts clients in whole numbers from 0', async () => {
    expect(await errors({ num_of_clients: '0' })).toEqual({});
    expect(await errors({ num_of_clients: '-1' })).toEqual({
      num_of_clients: ['Number of clients must be at least 0'],
    });
    expect(await errors({ num_of_clients: '1.5' })).toEqual({
      num_of_clients: ['Number of clients must be a whole number'],
    });
    expect(await errors({ num_of_clients: 'many' })).toEqual({
      num_of_clients: ['Number of clients must be a number'],
    });
  });

  it('takes a satisfaction from 0 to 5 in steps of 0.1', async () => {
    for (const satisfaction of ['0', '5', '0.1', '2.3', '4.9']) {
      expect(await errors({ satisfaction }), satisfaction).toEqual({});
    }
    expect(await errors({ satisfaction: '-0.1' })).toEqual({
      satisfaction: ['Satisfaction must be between 0 and 5'],
    });
    expect(await errors({ satisfaction: '5.1' })).toEqual({
      satisfaction: ['Satisfaction must be between 0 and 5'],
    });
    expect(await errors({ satisfaction: '4.85' })).toEqual({
      satisfaction: ['Satisfaction goes in steps of 0.1'],
    });
    expect(await errors({ satisfaction: 'high' })).toEqual({
      satisfaction: ['Satisfaction must be a number'],
    });
  });

  it('takes an icon slug of at most 40 characters, or none', async () => {
    for (const icon of ['', 'video-camera', chars(40)]) {
      expect(await errors({ icon }), icon).toEqual({});
    }
    for (const icon of ['Video', 'video camera', chars(41), 'video_camera']) {
      expect(await errors({ icon }), icon).toEqual({ icon: ['Icon must be a lowercase slug'] });
    }
  });

  it('stores the numbers and no icon as null', async () => {
    expect(toServiceRow(await serviceSchema.validate({ ...service, icon: ' ' }))).toEqual({
      title: 'Content Creation',
      description: 'Films and posts.',
      features: ['Films', 'Posts'],
      num_of_clients: 12,
      satisfaction: 4.8,
      icon: null,
    });
    expect(toServiceRow(await serviceSchema.validate({ ...service, icon: 'film' })).icon).toBe(
      'film',
    );
  });
});
