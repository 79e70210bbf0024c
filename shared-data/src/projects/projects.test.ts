import { describe, expect, it } from 'vitest';
import { expectNewestFirst, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  createProject,
  deleteProject,
  getProject,
  getProjectBySlug,
  getProjects,
  getProjectTeamIds,
  projectSchema,
  toProjectInput,
  updateProject,
} from '.';

const ctx = useTestBackend<Database>();

const ALINE = 'a2000000-0000-4000-8000-000000000001';
const ERIC = 'a2000000-0000-4000-8000-000000000004';
const OLIVIER = 'a2000000-0000-4000-8000-000000000008';

describe('projects', () => {
  it('lists the seeded projects newest first', async () => {
    const projects = await getProjects(ctx().anon);
    expect(projects.length).toBeGreaterThanOrEqual(9);
    expectNewestFirst(projects);
  });

  it('loads one project with its team, without the team members’ contact details', async () => {
    const project = await getProject(ctx().anon, 'a5000000-0000-4000-8000-000000000001');
    expect(project?.title).toBe('Harvest Season Campaign');
    expect(project?.team.map((member) => member.full_name)).toEqual([
      'Aline Uwase',
      'Eric Nshimiyimana',
      'Grace Ingabire',
    ]);
    for (const member of project?.team ?? []) expect(member).not.toHaveProperty('email');
    expect(await getProject(ctx().anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lets the admin create a project with a team, change the team and delete it', async () => {
    const values = await projectSchema.validate({
      title: 'Test Launch',
      description: 'A launch film.',
      video_link: 'https://www.youtube.com/watch?v=test-launch-film',
      client_name: 'Test Client',
      completed_date: '2026-01-15',
      technologies_used: ['Premiere', ' ', 'After Effects'],
      team: [ALINE, ERIC],
      image: '',
    });
    const created = await createProject(ctx().admin, toProjectInput(values));
    expect(created.technologies_used).toEqual(['Premiere', 'After Effects']);
    expect((await getProjectTeamIds(ctx().admin, created.id)).sort()).toEqual([ALINE, ERIC].sort());

    // Its page's slug comes from the title, numbered when another project has it; it stays when
    // the title changes, so shared links keep working.
    expect(created.slug).toBe('test-launch');
    const twin = await createProject(ctx().admin, { ...toProjectInput(values), team: [] });
    expect(twin.slug).toBe('test-launch-2');
    expect((await getProjectBySlug(ctx().anon, 'test-launch'))?.title).toBe('Test Launch');
    await deleteProject(ctx().admin, twin.id);

    const updated = await updateProject(ctx().admin, created.id, {
      project: { title: 'Test Launch 2' },
      team: [ERIC, OLIVIER],
    });
    expect(updated.title).toBe('Test Launch 2');
    expect(updated.slug).toBe('test-launch');
    expect((await getProjectTeamIds(ctx().admin, created.id)).sort()).toEqual(
      [ERIC, OLIVIER].sort(),
    );

    await deleteProject(ctx().admin, created.id);
    expect(await getProject(ctx().admin, created.id)).toBeNull();
    expect(await getProjectTeamIds(ctx().admin, created.id)).toEqual([]);
  });

  it('saves a project and its team together or not at all', async () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    const before = (await getProjects(ctx().admin)).length;
    // A picked professional who no longer exists: no project is left behind.
    await expect(
      createProject(ctx().admin, {
        project: {
          title: 'Half Saved',
          description: 'Must not stay.',
          client_name: 'Nobody',
          completed_date: '2026-02-01',
        },
        team: [ALINE, gone],
      }),
    ).rejects.toThrow();
    expect(await getProjects(ctx().admin)).toHaveLength(before);

    const created = await createProject(ctx().admin, {
      project: {
        title: 'Whole Team',
        description: 'Kept.',
        client_name: 'Somebody',
        completed_date: '2026-02-01',
      },
      team: [ALINE, ERIC],
    });
    // A failed change keeps both the old title and the old team.
    await expect(
      updateProject(ctx().admin, created.id, { project: { title: 'Changed' }, team: [gone] }),
    ).rejects.toThrow();
    expect((await getProject(ctx().admin, created.id))?.title).toBe('Whole Team');
    expect((await getProjectTeamIds(ctx().admin, created.id)).sort()).toEqual([ALINE, ERIC].sort());
    // Without a team, an update leaves the team as it is.
    await updateProject(ctx().admin, created.id, { project: { title: 'Renamed' } });
    expect((await getProjectTeamIds(ctx().admin, created.id)).sort()).toEqual([ALINE, ERIC].sort());
    await deleteProject(ctx().admin, created.id);
  });

  it('refuses a visitor who tries to add a project', async () => {
    await expect(
      createProject(ctx().anon, {
        project: { title: 'X', description: 'X', client_name: 'X', completed_date: '2026-01-01' },
        team: [],
      }),
    ).rejects.toThrow('You do not have permission to do that.');
  });

  it('validates the admin form', async () => {
    await expect(
      projectSchema.validate(
        {
          title: '',
          description: '',
          video_link: 'nope',
          client_name: '',
          completed_date: '',
          technologies_used: [],
          team: [],
        },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Title is required',
        'Video link must be a valid URL',
        'Completion date is required',
        'Technologies are required',
        'Choose at least one professional',
      ]),
    });
  });
});
