import { describe, expect, it } from 'vitest';
import { isSameList, joinCommaList, joinLines, splitCommaList, splitLines } from './list-text';

describe('splitCommaList', () => {
  it('splits on commas and trims each item', () => {
    expect(splitCommaList(' React,TypeScript ,  Node.js')).toEqual([
      'React',
      'TypeScript',
      'Node.js',
    ]);
  });

  it('drops empty items from doubled and trailing commas', () => {
    expect(splitCommaList('SEO,, Copywriting, ,')).toEqual(['SEO', 'Copywriting']);
  });

  it('gives an empty list for blank text', () => {
    expect(splitCommaList('   ')).toEqual([]);
  });

  it('keeps spaces inside an item', () => {
    expect(splitCommaList('Event protocol, Social media ads')).toEqual([
      'Event protocol',
      'Social media ads',
    ]);
  });
});

describe('splitLines', () => {
  it('keeps one item per line and drops blank lines', () => {
    expect(splitLines('React\n\n  Supabase  \r\nMUI\n')).toEqual(['React', 'Supabase', 'MUI']);
  });

  it('does not split on commas', () => {
    expect(splitLines('Kigali, Rwanda')).toEqual(['Kigali, Rwanda']);
  });
});

describe('joining', () => {
  it('round-trips a list through its text form', () => {
    const items = ['React', 'Node.js'];
    expect(splitCommaList(joinCommaList(items))).toEqual(items);
    expect(splitLines(joinLines(items))).toEqual(items);
  });

  it('compares lists item by item', () => {
    expect(isSameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(isSameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(isSameList(['a'], ['a', 'b'])).toBe(false);
  });
});
