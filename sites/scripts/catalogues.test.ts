// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { locales } from '@inzira/contract/locales.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { paraglideOptions } from './paraglide-options';

const messagesDir = join(import.meta.dirname, '..', 'messages');
type Entry = string | { declarations?: string[]; match?: Record<string, string> }[];

function catalogue(locale: string): Record<string, Entry> {
  const parsed: unknown = JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${locale}.json`);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== '$schema'));
}

/** The inputs a message takes: its {placeholders}, or a variant message's declared inputs. */
function inputsOf(entry: Entry): string[] {
  const texts =
    typeof entry === 'string'
      ? [entry]
      : entry.flatMap((variant) => Object.values(variant.match ?? {}));
  const placeholders = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const declared =
    typeof entry === 'string'
      ? []
      : entry.flatMap((variant) =>
          (variant.declarations ?? []).flatMap((line) => /^input (\w+)$/.exec(line)?.[1] ?? []),
        );
  return [...new Set([...placeholders, ...declared].filter((name) => name !== undefined))].sort();
}

const catalogues = Object.fromEntries(locales.map((locale) => [locale, catalogue(locale)]));

describe('the site catalogues', () => {
  it('give every language the same keys', () => {
    const all = [...new Set(locales.flatMap((locale) => Object.keys(catalogues[locale] ?? {})))];
    for (const locale of locales) {
      const missing = all.filter((key) => !(key in (catalogues[locale] ?? {})));
      expect(missing, `${locale}.json lacks keys`).toEqual([]);
    }
  });

  it('give every language the same placeholders per message', () => {
    for (const [key, entry] of Object.entries(catalogues.en ?? {})) {
      for (const locale of locales) {
        const other = catalogues[locale]?.[key];
        if (other === undefined) continue;
        expect(inputsOf(other), `${locale}.json ${key}`).toEqual(inputsOf(entry));
      }
    }
  });

  it('leave no message empty', () => {
    for (const locale of locales) {
      for (const [key, entry] of Object.entries(catalogues[locale] ?? {})) {
        expect(
          typeof entry === 'string' ? entry.trim() : entry.length,
          `${locale} ${key}`,
        ).toBeTruthy();
      }
    }
  });

  it('mark as reviewed only entries that exist', () => {
    const review: unknown = JSON.parse(readFileSync(join(messagesDir, 'review.json'), 'utf8'));
    if (typeof review !== 'object' || review === null) throw new Error('review.json');
    for (const [locale, keys] of Object.entries(review)) {
      if (locale.startsWith('$')) continue;
      expect(Array.isArray(keys)).toBe(true);
      for (const key of Array.isArray(keys) ? keys : []) {
        expect(catalogues[locale]?.[String(key)], `${locale} ${String(key)}`).toBeDefined();
      }
    }
  });
});

describe('the compiled messages in src/paraglide', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'inzira-paraglide-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  const files = (dir: string): Record<string, string> => {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    return Object.fromEntries(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = join(entry.parentPath, entry.name);
          return [relative(dir, file), readFileSync(file, 'utf8')];
        }),
    );
  };

  it('are what the catalogues compile to (run `npm run i18n -w @inzira/sites`)', async () => {
    await compile({ ...paraglideOptions, strategy: [...paraglideOptions.strategy], outdir });
    expect(files(paraglideOptions.outdir)).toEqual(files(outdir));
  }, 600_000);
});
