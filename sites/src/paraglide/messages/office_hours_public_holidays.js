/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hours_Public_HolidaysInputs */

const en_office_hours_public_holidays = /** @type {(inputs: Office_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public holidays`)
};

const rw_office_hours_public_holidays = /** @type {(inputs: Office_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iminsi y’ikiruhuko rusange`)
};

const fr_office_hours_public_holidays = /** @type {(inputs: Office_Hours_Public_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jours fériés`)
};

/**

* @param {Office_Hours_Public_HolidaysInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_public_holidays = /** @type {((inputs?: Office_Hours_Public_HolidaysInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_Public_HolidaysInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_public_holidays(inputs)
	if (locale === "fr") return fr_office_hours_public_holidays(inputs)
	return en_office_hours_public_holidays(inputs)
});