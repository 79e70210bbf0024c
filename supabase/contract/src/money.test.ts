import { describe, expect, it } from 'vitest';
import { courseCurrencies, toSmallestUnit, toTypedAmount } from './money.ts';

describe('prices typed in the admin', () => {
  it('stores whole francs for RWF and cents for USD', () => {
    expect(toSmallestUnit('350000', 'RWF')).toBe(350_000);
    expect(toSmallestUnit('350,000', 'RWF')).toBe(350_000);
    expect(toSmallestUnit(' 120.50 ', 'USD')).toBe(12_050);
    expect(toSmallestUnit('120.5', 'USD')).toBe(12_050);
    expect(toSmallestUnit('120', 'EUR')).toBe(12_000);
    // No floating point on the way: 0.29 * 100 is 28.999… in JavaScript.
    expect(toSmallestUnit('0.29', 'GBP')).toBe(29);
    expect(toSmallestUnit('1,234,567.89', 'KES')).toBe(123_456_789);
    expect(toSmallestUnit('5000', 'UGX')).toBe(5_000);
  });

  it('refuses a fraction of a zero-decimal currency, a third decimal and other spellings', () => {
    expect(toSmallestUnit('350000.5', 'RWF')).toBeNull();
    expect(toSmallestUnit('350000.0', 'RWF')).toBeNull();
    expect(toSmallestUnit('1.5', 'UGX')).toBeNull();
    expect(toSmallestUnit('120.505', 'USD')).toBeNull();
    for (const typed of [
      '',
      ' ',
      '-5',
      '+5',
      '1e5',
      '120,50',
      '12,34,567',
      '0x10',
      '١٢٠',
      '5.',
      '.5',
      '5\u0000',
    ]) {
      expect(toSmallestUnit(typed, 'USD')).toBeNull();
    }
    expect(toSmallestUnit('9'.repeat(400), 'RWF')).toBeNull();
  });

  it('shows a stored price back as it is typed', () => {
    expect(toTypedAmount(12_050, 'USD')).toBe('120.50');
    expect(toTypedAmount(350_000, 'RWF')).toBe('350000');
    expect(courseCurrencies[0]).toBe('RWF');
  });
});
