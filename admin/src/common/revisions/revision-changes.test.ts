import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, textDiff, valueText } from './revision-changes';

describe('revision changes', () => {
  it('names the fields that differ, lists compared by value', () => {
    expect(
      changedFields(
        { title: 'Old', features: ['A', 'B'], icon: null, rating: 4 },
        { title: 'New', features: ['A', 'B'], rating: 5 },
      ),
    ).toEqual(['rating', 'title']);
  });

  it('reads field names and values as an editor would', () => {
    expect(fieldLabel('author_image')).toBe('Author image');
    expect(fieldLabel('seo_title')).toBe('SEO headline');
    expect(valueText(['One', 'Two'])).toBe('One\nTwo');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(null)).toBe('');
  });

  it('shows the words a restore would bring back and those it would drop', () => {
    expect(textDiff('Book a call today', 'Book a visit today')).toEqual([
      { text: 'Book a ', change: 'same' },
      { text: 'call', change: 'removed' },
      { text: 'visit', change: 'added' },
      { text: ' today', change: 'same' },
    ]);
  });
});
