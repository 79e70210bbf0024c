/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Office_Hours_Closed_DaysInputs */

const en_office_hours_closed_days = /** @type {(inputs: Office_Hours_Closed_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} and public holidays`)
};

const rw_office_hours_closed_days = /** @type {(inputs: Office_Hours_Closed_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} n’iminsi y’ikiruhuko rusange`)
};

const fr_office_hours_closed_days = /** @type {(inputs: Office_Hours_Closed_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} et jours fériés`)
};

/**

* @param {Office_Hours_Closed_DaysInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_closed_days = /** @type {((inputs: Office_Hours_Closed_DaysInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_Closed_DaysInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_closed_days(inputs)
	if (locale === "fr") return fr_office_hours_closed_days(inputs)
	return en_office_hours_closed_days(inputs)
});