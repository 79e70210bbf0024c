import { describe, expect, it } from 'vitest';
import { searchFilter } from './search-filter';

describe('searchFilter', () => {
  it('matches the term anywhere in each column, quoted for PostgREST', () => {
    expect(searchFilter(['full_name', 'email'], ' alice ')).toBe(
      'full_name.ilike."%alice%",email.ilike."%alice%"',
    );
  });

  it('escapes LIKE wildcards and PostgREST quoting', () => {
    expect(searchFilter(['title'], '50%_off "now" \\o/')).toBe(
      'title.ilike."%50\\\\%\\\\_off \\"now\\" \\\\\\\\o/%"',
    );
  });

  it('adds no filter for a blank term', () => {
    expect(searchFilter(['title'], '   ')).toBeUndefined();
  });
});
