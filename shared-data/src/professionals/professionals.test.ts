import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  createProfessional,
  deleteProfessional,
  getFeaturedProfessionals,
  getProfessionalOptions,
  professionalSchema,
  toProfessionalRow,
  updateProfessional,
} from '.';

const ctx = useTestBackend<Database>();

describe('professionals', () => {
  it('shows visitors the most active professionals, most tasks first, without e-mail or phone', async () => {
    const featured = await getFeaturedProfessionals(ctx().anon);
    // The seed's ten, all of them: the query asks for one more than the strip shows.
    expect(featured).toHaveLength(10);
    expect(featured[0]?.full_name).toBe('Aline Uwase');
    const tasks = featured.map((professional) => professional.num_task_completed);
    expect(tasks).toEqual([...tasks].sort((a, b) => b - a));
    for (const professional of featured) {
      expect(professional).not.toHaveProperty('email');
      expect(professional).not.toHaveProperty('phone_number');
    }
  });

  it('gives the admin every professional as an option', async () => {
    const options = await getProfessionalOptions(ctx().admin);
    expect(options.length).toBeGreaterThanOrEqual(10);
    expect(options.map((option) => option.full_name)).toContain('Kevin Rukundo');
  });

  it('lets the admin create, update and delete a professional', async () => {
    const values = await professionalSchema.validate({
      full_name: 'Test Person',
      title: 'Videographer',
      skills: ['Drone', 'Editing'],
      email: 'test.person@example.com',
      profile_pic: '',
      phone_number: '',
    });
    const created = await createProfessional(ctx().admin, toProfessionalRow(values));
    // An eleventh: the strip's query brings one more than it shows, so its badge says "10+".
    expect(await getFeaturedProfessionals(ctx().anon)).toHaveLength(11);
    expect(created).toMatchObject({
      full_name: 'Test Person',
      skills: ['Drone', 'Editing'],
      profile_pic: null,
      phone_number: null,
    });

    const updated = await updateProfessional(ctx().admin, created.id, {
      title: 'Senior Videographer',
    });
    expect(updated.title).toBe('Senior Videographer');
    expect(updated.email).toBe('test.person@example.com');

    await deleteProfessional(ctx().admin, created.id);
    const { data } = await ctx().service.from('professionals').select('id').eq('id', created.id);
    expect(data).toEqual([]);
  });

  it('refuses a visitor who tries to edit a professional', async () => {
    await expect(
      createProfessional(ctx().anon, { full_name: 'X', title: 'Y', email: 'x@example.com' }),
    ).rejects.toThrow('You do not have permission to do that.');
  });

  it('validates the admin form', async () => {
    await expect(
      professionalSchema.validate(
        { full_name: '', title: '', skills: [], email: 'nope', profile_pic: 'not a url' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Full name is required',
        'Title is required',
        'Skills are required',
        'Please enter a valid email address',
        'Profile picture must be a valid URL',
      ]),
    });
  });
});
