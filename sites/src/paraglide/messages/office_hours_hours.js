/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Office_Hours_HoursInputs */

const en_office_hours_hours = /** @type {(inputs: Office_Hours_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} to ${i?.closes}`)
};

const rw_office_hours_hours = /** @type {(inputs: Office_Hours_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} kugeza ${i?.closes}`)
};

const fr_office_hours_hours = /** @type {(inputs: Office_Hours_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.opens} à ${i?.closes}`)
};

/**

* @param {Office_Hours_HoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_hours = /** @type {((inputs: Office_Hours_HoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_HoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_hours(inputs)
	if (locale === "fr") return fr_office_hours_hours(inputs)
	return en_office_hours_hours(inputs)
});