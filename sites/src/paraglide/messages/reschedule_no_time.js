/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reschedule_No_TimeInputs */

const en_reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time is free on this day.`)
};

const rw_reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta saha ihari kuri uyu munsi.`)
};

const fr_reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune heure n'est libre ce jour-là.`)
};

/**

* @param {Reschedule_No_TimeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_no_time = /** @type {((inputs?: Reschedule_No_TimeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_No_TimeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_reschedule_no_time(inputs)
	if (locale === "fr") return fr_reschedule_no_time(inputs)
	return en_reschedule_no_time(inputs)
});