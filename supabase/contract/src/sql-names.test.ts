import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FORMS } from './functions.ts';
import { courseCurrencies, coursePriceMax, zeroDecimalCurrencies } from './money.ts';
import { EMAIL_KINDS, EMAIL_STATUSES } from './visitor-emails.ts';

// SQL cannot import the contract, so where it repeats a name these tests read the database's
// current definition (supabase/schemas, which the declarative-schema test proves equal to the
// migrations; docs/database-schema.md) and fail when the lists differ: the TS list stays the one
// place a name is edited, and the SQL follows in the same change.

const supabaseDir = join(import.meta.dirname, '../..');

const schemasDir = join(supabaseDir, 'schemas');
const sql = readdirSync(schemasDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(join(schemasDir, name), 'utf8'))
  .join('\n');

/** The body after the last match of `start`. */
function lastDefinition(start: RegExp): string {
  const matches = [...sql.matchAll(new RegExp(start.source, 'gi'))];
  const last = matches.at(-1);
  if (last?.index === undefined) throw new Error(`No SQL matches ${start.source}`);
  return sql.slice(last.index + last[0].length);
}

/** The quoted names of the first `in ( ... )` list after the start. */
function checkList(start: RegExp): string[] {
  const list = /in\s*\(([^)]*)\)/i.exec(lastDefinition(start))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('names the SQL repeats', () => {
  it('e-mail kinds: the visitor_email_settings check constraint', () => {
    expect(checkList(/constraint\s+visitor_email_settings_kind\s+check\s*\(\s*kind/)).toEqual([
      ...EMAIL_KINDS,
    ]);
  });

  it('e-mail statuses: the visitor_emails check constraint', () => {
    expect(checkList(/constraint\s+visitor_emails_status\s+check\s*\(\s*status/)).toEqual([
      ...EMAIL_STATUSES,
    ]);
  });

  it('form kinds: the branches of submit_public_form', () => {
    const body = lastDefinition(
      /create\s+(?:or\s+replace\s+)?function\s+public\.submit_public_form\s*\(/,
    );
    const end = body.search(/\$\$\s*;/);
    const branches = [...body.slice(0, end).matchAll(/^\s*when\s+'([^']+)'\s+then/gim)];
    expect(branches.map((match) => match[1]).sort()).toEqual([...PUBLIC_FORMS].sort());
  });

  it('money: the course currencies, the price limit and the zero-decimal currencies', () => {
    const arrayOf = (name: string) => {
      const body = lastDefinition(new RegExp(`create\\s+function\\s+private\\.${name}\\s*\\(`));
      const list = /array\[([^\]]*)\]/i.exec(body)?.[1] ?? '';
      return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    };
    expect(arrayOf('course_currencies')).toEqual([...courseCurrencies]);
    expect(arrayOf('zero_decimal_currencies')).toEqual([...zeroDecimalCurrencies]);
    const max = /select\s+(\d+)/i.exec(
      lastDefinition(/create\s+function\s+private\.course_price_max\s*\(/),
    )?.[1];
    expect(Number(max)).toBe(coursePriceMax);
  });
});
