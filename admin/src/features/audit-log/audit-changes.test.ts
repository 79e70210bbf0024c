import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-changes';

describe('describeChanges', () => {
  it('shows each changed field before and after, masked values as recorded', () => {
    expect(
      describeChanges({
        changes: {
          before: { title: 'Old', email: '[masked]' },
          after: { title: 'New', email: '[masked]' },
        },
      }),
    ).toEqual(['email: [masked] → [masked]', 'title: Old → New']);
  });

  it('shows one side for an insert or a delete, and blanks as a dash', () => {
    expect(describeChanges({ changes: { after: { is_published: true, image: null } } })).toEqual([
      'image: —',
      'is_published: true',
    ]);
    expect(describeChanges({ changes: { before: { author: 'Ama' } } })).toEqual(['author: Ama']);
    expect(describeChanges({ changes: [] })).toEqual([]);
  });
});
