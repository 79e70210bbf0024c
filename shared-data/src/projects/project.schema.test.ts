import { describe, expect, it } from 'vitest';
import { itNamesEveryMissingField, schemaErrors } from '@inzira/test-kit/schema-errors';
import { projectSchema, toProjectInput } from './project.schema';

const project = {
  title: 'Launch film',
  description: 'A film for the launch.',
  video_link: 'https://video.example.com/launch',
  client_name: 'Acme',
  completed_date: '2026-05-01',
  technologies_used: ['Camera', 'Drone'],
  team: ['professional-1'],
};

describe('project form', () => {
  itNamesEveryMissingField(projectSchema, {
    title: ['Title is required'],
    description: ['Description is required'],
    client_name: ['Client name is required'],
    completed_date: ['Completion date is required'],
    technologies_used: ['Technologies are required'],
    team: ['Choose at least one professional'],
  });

  it('requires alt text with an image, and none without one', async () => {
    const image = 'https://cdn.example.com/launch.webp';
    expect(await schemaErrors(projectSchema, { ...project, image, image_alt: '  ' })).toEqual({
      image_alt: ['Describe the image for people who cannot see it (alt text)'],
    });
    expect(await schemaErrors(projectSchema, { ...project, image: '' })).toEqual({});
    const described = await projectSchema.validate({
      ...project,
      image,
      image_alt: 'The launch film crew on set',
    });
    expect(toProjectInput(described).project).toMatchObject({
      image,
      image_alt: 'The launch film crew on set',
    });
    const removed = await projectSchema.validate({ ...project, image: '', image_alt: 'Stale' });
    expect(toProjectInput(removed).project).toMatchObject({ image: null, image_alt: null });
  });

  it('asks for a past completion date as yyyy-mm-dd and at least one professional', async () => {
    for (const completed_date of ['01/05/2026', '2026-5-1', '2026-05-01x', 'x2026-05-01']) {
      expect(
        await schemaErrors(projectSchema, { ...project, completed_date }),
        completed_date,
      ).toEqual({ completed_date: ['Completion date must be a date'] });
    }
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await schemaErrors(projectSchema, { ...project, completed_date: nextWeek })).toEqual({
      completed_date: ['Completion date cannot be in the future'],
    });
    expect(await schemaErrors(projectSchema, { ...project, team: [] })).toEqual({
      team: ['Choose at least one professional'],
    });
  });

  it('limits the technologies as the database does', async () => {
    expect(
      await schemaErrors(projectSchema, {
        ...project,
        technologies_used: Array.from({ length: 31 }, () => 'x'),
      }),
    ).toEqual({ technologies_used: ['Technologies can have at most 30 items'] });
  });

  it('becomes the project row and its team', async () => {
    const values = await projectSchema.validate({ ...project, image: '' });
    expect(toProjectInput(values)).toEqual({
      project: {
        title: 'Launch film',
        description: 'A film for the launch.',
        video_link: 'https://video.example.com/launch',
        client_name: 'Acme',
        completed_date: '2026-05-01',
        technologies_used: ['Camera', 'Drone'],
        image: null,
        image_alt: null,
      },
      team: ['professional-1'],
    });
    const pictured = await projectSchema.validate({
      ...project,
      image: '/p.webp',
      image_alt: 'The crew filming',
    });
    expect(toProjectInput(pictured).project.image).toBe('/p.webp');
  });
});
