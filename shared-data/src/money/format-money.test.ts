import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Intl separates the code and the figure with no-break spaces; a visitor reads plain spaces.
const read = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows Rwandan francs as whole francs, in each language’s form', () => {
    expect(read(formatMoney(350_000, 'RWF'))).toBe('RWF 350,000');
    expect(read(formatMoney(350_000, 'RWF', 'fr'))).toBe('350 000 RWF');
    expect(read(formatMoney(350_000, 'RWF', 'rw'))).toContain('350.000');
  });

  it('reads other currencies from their cents', () => {
    expect(formatMoney(29_900, 'USD')).toBe('$299.00');
    expect(read(formatMoney(29_900, 'EUR', 'fr'))).toBe('299,00 €');
  });
});
