import type { Locale } from '@inzira/contract/locales.ts';
import { toMajorUnits } from '@inzira/contract/money.ts';

/**
 * A stored amount (docs/payments.md, "Currencies") as the visitor's language writes money:
 * "RWF 350,000" in English, "350 000 RWF" in French. Zero-decimal currencies show no cents.
 */
export function formatMoney(amount: number, currency: string, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(
    toMajorUnits(amount, currency),
  );
}

// Kinyarwanda has its own data in Intl (rw); English stays the site's en-US form.
const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : locale);
