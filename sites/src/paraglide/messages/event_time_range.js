/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Event_Time_RangeInputs */

const en_event_time_range = /** @type {(inputs: Event_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to} Kigali time`)
};

const rw_event_time_range = /** @type {(inputs: Event_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} kugeza ${i?.to} (isaha y’i Kigali)`)
};

const fr_event_time_range = /** @type {(inputs: Event_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`du ${i?.from} au ${i?.to}, heure de Kigali`)
};

/**

* @param {Event_Time_RangeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_time_range = /** @type {((inputs: Event_Time_RangeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Time_RangeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_event_time_range(inputs)
	if (locale === "fr") return fr_event_time_range(inputs)
	return en_event_time_range(inputs)
});