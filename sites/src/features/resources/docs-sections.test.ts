import { describe, expect, it } from 'vitest';
import { docTexts } from './content/docs.en';
import { docSections as sectionsOf, filterDocSections } from './docs-sections';

// The English page's sections (the test runs in the default language).
const docSections = sectionsOf(docTexts);

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
