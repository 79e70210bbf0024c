/**
 * Money as the database and Stripe hold it (docs/payments.md, "Currencies"): an amount is a whole
 * number of the currency's smallest unit Stripe charges in. For most currencies that is a
 * hundredth (cents: 29900 is USD 299.00); for zero-decimal currencies such as Rwandan francs it
 * is the unit itself (350000 is RWF 350,000). Stripe's list of zero-decimal currencies.
 */
export const zeroDecimalCurrencies = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
] as const;

/** How many stored units make one of the currency (1 for zero-decimal currencies, else 100). */
const unitsPerMajor = (currency: string): number =>
  zeroDecimalCurrencies.some((code) => code === currency.toUpperCase()) ? 1 : 100;

/** A stored amount in the currency's own units: 350000 RWF is 350000, 29900 USD is 299. */
export const toMajorUnits = (amount: number, currency: string): number =>
  amount / unitsPerMajor(currency);

/**
 * The currencies a course may be priced in, in the order the admin offers them: Rwandan francs
 * first (the agency's own), then those its clients from abroad and the region pay in
 * (docs/courses.md, "Currencies"). The database's `private.course_currencies()` lists the same.
 */
export const courseCurrencies = ['RWF', 'USD', 'EUR', 'GBP', 'KES', 'UGX', 'TZS'] as const;
export type CourseCurrency = (typeof courseCurrencies)[number];

export const isCourseCurrency = (value: string): value is CourseCurrency =>
  courseCurrencies.some((currency) => currency === value);

/** Stripe charges amounts of at most eight digits in the smallest unit (USD 999,999.99). */
export const coursePriceMax = 99_999_999;

/** How many digits the currency has after the point as people write it: 0 for RWF, 2 for USD. */
export const fractionDigits = (currency: string): number => (unitsPerMajor(currency) === 1 ? 0 : 2);

// "350000", "350,000", "120.5", "120.50": digits, optionally grouped by thousands with commas,
// optionally a point and decimals. A comma is never a decimal point here ("120,50" is refused).
const typedAmount = /^(\d{1,3}(,\d{3})+|\d+)(\.(\d+))?$/;

/**
 * A price typed in the currency's usual units as the stored whole number of its smallest unit:
 * "120.50" USD is 12050, "350000" RWF is 350000. Null when it is not such an amount, or has
 * more decimals than the currency has (a fraction of a franc). No floating point: the digits
 * are put together as text, so "0.29" is 29, not 28.999….
 */
export function toSmallestUnit(typed: string, currency: string): number | null {
  const match = typedAmount.exec(typed.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const decimals = match[4] ?? '';
  const digits = fractionDigits(currency);
  if (decimals.length > digits) return null;
  const amount = Number(`${whole}${decimals.padEnd(digits, '0')}`);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** A stored amount as the admin's price field shows it: 12050 USD is "120.50", 350000 RWF "350000". */
export const toTypedAmount = (amount: number, currency: string): string =>
  toMajorUnits(amount, currency).toFixed(fractionDigits(currency));
