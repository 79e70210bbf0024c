import { afterEach, describe, expect, it } from 'vitest';
import { kigaliDate, kigaliRange, kigaliTime } from './formats';
import { setSiteLocale } from './site-locale';

// The prerenderer renders pages of every language one after another in one process: each page's
// dates must come out in its own language, whichever language asked first.
describe('dates and times in the page language, on Kigali time', () => {
  afterEach(() => setSiteLocale('en'));

  it('writes each language in turn, never the one asked before', () => {
    setSiteLocale('fr');
    expect(kigaliDate('2026-11-28')).toBe('samedi 28 novembre 2026');
    expect(kigaliTime('2026-11-28T07:00:00Z')).toBe('09:00');
    setSiteLocale('rw');
    expect(kigaliDate('2026-11-28')).toBe('Kuwa gatandatu, 28 Ugushyingo 2026');
    setSiteLocale('en');
    expect(kigaliDate('2026-11-28')).toBe('Saturday 28 November 2026');
    expect(kigaliTime('2026-11-28T07:00:00Z')).toBe('09:00 AM');
    setSiteLocale('fr');
    expect(kigaliDate('2026-11-29T21:30:00Z')).toBe('dimanche 29 novembre 2026');
  });

  it('takes an instant late in the UTC evening as the next Kigali day', () => {
    setSiteLocale('rw');
    expect(kigaliDate('2026-11-28T22:30:00Z')).toBe(kigaliDate('2026-11-29'));
    setSiteLocale('fr');
    expect(kigaliRange('2026-11-28T07:00:00Z', '2026-11-28T15:00:00Z')).toBe(
      'du samedi 28 novembre 2026, 09:00 au 17:00, heure de Kigali',
    );
  });
});
