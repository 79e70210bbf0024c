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
