import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

const ctx = useTestBackend<Database>();

describe('demo content pictures', () => {
  it('gives every post, project, event and course a picture of its own', async () => {
    const anon = ctx().anon;
    const tables = ['blogs', 'projects', 'events', 'courses'] as const;
    const images: string[] = [];
    for (const table of tables) {
      const { data, error } = await anon.from(table).select('image');
      expect(error).toBeNull();
      for (const row of data ?? []) if (row.image) images.push(row.image);
    }
    expect(images.length).toBeGreaterThanOrEqual(20);
    const reused = images.filter((image, index) => images.indexOf(image) !== index);
    expect(reused).toEqual([]);
  });
});
