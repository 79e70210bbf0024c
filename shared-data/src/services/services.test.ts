import { describe, expect, it } from 'vitest';
import { expectNewestFirst, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  createService,
  deleteService,
  getServiceOptions,
  getServices,
  serviceSchema,
  toServiceRow,
  updateService,
} from '.';

const ctx = useTestBackend<Database>();

describe('services', () => {
  it('lists the seeded services newest first for visitors', async () => {
    const services = await getServices(ctx().anon);
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.map((service) => service.title)).toContain('Content Creation');
    expectNewestFirst(services);
  });

  it('gives the admin id/title options sorted by title', async () => {
    const options = await getServiceOptions(ctx().admin);
    expect(options.map((option) => option.title)).toEqual(
      options.map((option) => option.title).sort(),
    );
    expect(Object.keys(options[0] ?? {})).toEqual(['id', 'title']);
  });

  it('lets the admin create, update and delete a service from validated form values', async () => {
    const values = await serviceSchema.validate({
      title: 'Drone Filming',
      description: 'Aerial shots of venues and landscapes.',
      features: [' Aerial Photography ', '', 'Mapping'],
      num_of_clients: '3',
      satisfaction: '4.5',
    });
    const created = await createService(ctx().admin, toServiceRow(values));
    expect(created.features).toEqual(['Aerial Photography', 'Mapping']);
    expect(created.num_of_clients).toBe(3);

    const updated = await updateService(ctx().admin, created.id, { satisfaction: 4.9 });
    expect(updated.satisfaction).toBe(4.9);
    expect(updated.title).toBe('Drone Filming');

    await deleteService(ctx().admin, created.id);
    await expect(updateService(ctx().admin, created.id, { satisfaction: 1 })).rejects.toThrow(
      'This item no longer exists, or you do not have permission to change it.',
    );
    const { data } = await ctx().service.from('services').select('id').eq('id', created.id);
    expect(data).toEqual([]);
  });

  it('refuses a visitor who tries to create a service', async () => {
    await expect(
      createService(ctx().anon, { title: 'Spam', description: 'Spam', features: ['Spam'] }),
    ).rejects.toThrow('You do not have permission to do that.');
  });

  it('validates the admin form', async () => {
    const result = serviceSchema.validate(
      { title: '', description: 'x', features: ['  '], num_of_clients: -1, satisfaction: 4.55 },
      { abortEarly: false },
    );
    await expect(result).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Title is required',
        'Add at least one feature',
        'Number of clients must be at least 0',
        'Satisfaction goes in steps of 0.1',
      ]),
    });
  });
});
