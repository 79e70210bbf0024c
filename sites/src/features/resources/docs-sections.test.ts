import { describe, expect, it } from 'vitest';
import { docSections, filterDocSections } from './docs-sections';

describe('filterDocSections', () => {
  it('keeps every section for an empty search', () => {
    expect(filterDocSections(docSections, '  ')).toEqual(docSections);
  });

  it('keeps only the matching links, case-insensitively', () => {
    const result = filterDocSections(docSections, 'PRIVACY');
    expect(result.map((section) => section.title)).toEqual(['Policies and Partners']);
    expect(result[0]?.links.map((link) => link.label)).toEqual(['Privacy Policy']);
  });

  it('keeps a whole section when its title matches', () => {
    const result = filterDocSections(docSections, 'templates');
    expect(result).toHaveLength(1);
    expect(result[0]?.links.length).toBe(3);
  });

  it('returns nothing when no link matches', () => {
    expect(filterDocSections(docSections, 'zzz-no-match')).toEqual([]);
  });
});
