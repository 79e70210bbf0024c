/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Office_Hours_Day_RangeInputs */

const en_office_hours_day_range = /** @type {(inputs: Office_Hours_Day_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} to ${i?.last}`)
};

const rw_office_hours_day_range = /** @type {(inputs: Office_Hours_Day_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} kugeza ${i?.last}`)
};

const fr_office_hours_day_range = /** @type {(inputs: Office_Hours_Day_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.first} au ${i?.last}`)
};

/**

* @param {Office_Hours_Day_RangeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_day_range = /** @type {((inputs: Office_Hours_Day_RangeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_Day_RangeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_day_range(inputs)
	if (locale === "fr") return fr_office_hours_day_range(inputs)
	return en_office_hours_day_range(inputs)
});