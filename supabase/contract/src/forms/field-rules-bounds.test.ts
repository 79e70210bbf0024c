import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { chars, schemaErrors } from '@inzira/test-kit/schema-errors';
import {
  optionalLongText,
  optionalPhone,
  optionalUrl,
  orNull,
  requiredEmail,
  requiredList,
  requiredLongText,
  requiredName,
  requiredPhone,
  requiredTitle,
  requiredUrl,
} from './field-rules.ts';

// The field rules every form shares, at their limits: the limits are the database's domains
// (docs/data-model.md), so a value the form lets through must be one the database stores.

/** The messages one field gets for a value; [] when it passes. */
async function messages(field: yup.Schema, value: unknown): Promise<string[]> {
  return (await schemaErrors(yup.object({ field }), { field: value })).field ?? [];
}

describe('text lengths', () => {
  it.each([
    ['requiredName', requiredName, 120],
    ['requiredTitle', requiredTitle, 200],
    ['requiredLongText', requiredLongText, 5000],
  ] as const)('%s takes its maximum after trimming, not one more', async (_, rule, max) => {
    await expect(rule('Bio').validate(` ${chars(max)} `)).resolves.toBe(chars(max));
    expect(await messages(rule('Bio'), chars(max + 1))).toEqual([
      `Bio must be at most ${max} characters`,
    ]);
    expect(await messages(rule('Bio'), '   ')).toEqual(['Bio is required']);
    expect(await messages(rule('Bio'), undefined)).toEqual(['Bio is required']);
  });

  it('optionalLongText takes nothing, or up to 5000 characters', async () => {
    expect(await messages(optionalLongText('Notes'), undefined)).toEqual([]);
    expect(await messages(optionalLongText('Notes'), '')).toEqual([]);
    await expect(optionalLongText('Notes').validate(` ${chars(5000)} `)).resolves.toBe(chars(5000));
    expect(await messages(optionalLongText('Notes'), chars(5001))).toEqual([
      'Notes must be at most 5000 characters',
    ]);
  });
});

describe('email', () => {
  /** A valid address of exactly `length` characters. */
  const address = (length: number) => `${chars(length - '@example.com'.length)}@example.com`;

  it('takes 254 characters, not 255', async () => {
    expect(await messages(requiredEmail(), address(254))).toEqual([]);
    expect(await messages(requiredEmail(), address(255))).toEqual([
      'Email must be at most 254 characters',
    ]);
  });

  it('asks for an address once when empty, and for a valid one when malformed', async () => {
    expect(await messages(requiredEmail(), '')).toEqual(['Email is required']);
    expect(await messages(requiredEmail(), '  ')).toEqual(['Email is required']);
    for (const bad of ['ada', 'ada@', 'ada@localhost', 'ada @example.com', 'ada@exa mple.com']) {
      expect(await messages(requiredEmail(), bad), bad).toEqual([
        'Please enter a valid email address',
      ]);
    }
    expect(await messages(requiredEmail(), 'a.b+c@mail.example.rw')).toEqual([]);
  });
});

describe('phone', () => {
  it('takes digits, spaces and + ( ) . - from 4 to 32 characters', async () => {
    for (const ok of ['+250 (788) 123-456', '1.23', chars(4, '1'), chars(32, '1')]) {
      expect(await messages(optionalPhone(), ok), ok).toEqual([]);
    }
    expect(await messages(optionalPhone(), chars(3, '1'))).toEqual([
      'Phone must be 4 to 32 characters',
    ]);
    expect(await messages(optionalPhone('Mobile'), chars(33, '1'))).toEqual([
      'Mobile must be 4 to 32 characters',
    ]);
    expect(await messages(optionalPhone(), '0788 12x 456')).toEqual([
      'Phone may only contain digits, spaces and + ( ) . -',
    ]);
    expect(await messages(optionalPhone('Mobile'), 'call me')).toEqual([
      'Mobile may only contain digits, spaces and + ( ) . -',
    ]);
  });

  it('is optional unless required, and trims', async () => {
    expect(await messages(optionalPhone(), '')).toEqual([]);
    expect(await messages(optionalPhone(), undefined)).toEqual([]);
    await expect(optionalPhone().validate(' 0788 ')).resolves.toBe('0788');
    expect(await messages(requiredPhone(), '')).toEqual(['Phone is required']);
    expect(await messages(requiredPhone('Mobile'), undefined)).toEqual(['Mobile is required']);
    expect(await messages(requiredPhone(), '12')).toEqual(['Phone must be 4 to 32 characters']);
  });
});

describe('links', () => {
  it('takes absolute http(s) links and site paths', async () => {
    for (const ok of ['https://inzira.rw/a?b=c', 'http://x.org', '/media/a.webp', '']) {
      expect(await messages(optionalUrl('Image'), ok), ok).toEqual([]);
    }
    await expect(optionalUrl('Image').validate(' /a ')).resolves.toBe('/a');
  });

  it('refuses other schemes, relative paths and unparsable links', async () => {
    for (const bad of ['javascript:alert(1)', 'ftp://x.org', 'media/a.webp', 'see https://x.org']) {
      expect(await messages(optionalUrl('Image'), bad), bad).toEqual(['Image must be a valid URL']);
    }
    expect(await messages(optionalUrl('Image'), 'http://[::1')).toEqual([
      'Image must be a valid URL',
    ]);
  });

  it('takes 2048 characters, not 2049', async () => {
    const link = (length: number) => `https://x.org/${chars(length - 'https://x.org/'.length)}`;
    expect(await messages(optionalUrl('Image'), link(2048))).toEqual([]);
    expect(await messages(optionalUrl('Image'), link(2049))).toEqual([
      'Image must be at most 2048 characters',
    ]);
  });

  it('requiredUrl asks for one', async () => {
    expect(await messages(requiredUrl('Video link'), '')).toEqual(['Video link is required']);
    expect(await messages(requiredUrl('Video link'), 'x')).toEqual([
      'Video link must be a valid URL',
    ]);
  });
});

describe('lists', () => {
  const skills = () => requiredList('Skills', 'Skills are required', 3, 5);

  it('trims items and drops blank ones', async () => {
    await expect(skills().validate([' a ', '', '  ', 'b', 7])).resolves.toEqual(['a', 'b', '7']);
  });

  it('asks for at least one item', async () => {
    expect(await messages(skills(), [])).toEqual(['Skills are required']);
    expect(await messages(skills(), ['', ' '])).toEqual(['Skills are required']);
    expect(await messages(skills(), undefined)).toEqual(['Skills are required']);
  });

  it('takes the maximum number of items of the maximum length, not more', async () => {
    expect(await messages(skills(), ['aaaaa', 'b', 'c'])).toEqual([]);
    expect(await messages(skills(), ['a', 'b', 'c', 'd'])).toEqual([
      'Skills can have at most 3 items',
    ]);
    expect(await schemaErrors(yup.object({ field: skills() }), { field: ['a', 'bbbbbb'] })).toEqual(
      { 'field[1]': ['Each item of Skills must be at most 5 characters'] },
    );
  });
});

describe('orNull', () => {
  it('stores an empty field as null and anything else as typed', () => {
    expect(orNull('')).toBeNull();
    expect(orNull(undefined)).toBeNull();
    expect(orNull(null)).toBeNull();
    expect(orNull(' x')).toBe(' x');
  });
});
