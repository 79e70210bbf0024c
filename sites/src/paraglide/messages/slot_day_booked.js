/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Day_BookedInputs */

const en_slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every time of this day is booked. Please choose another date.`)
};

const rw_slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasaha yose y'uyu munsi yafashwe. Hitamo indi tariki.`)
};

const fr_slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les heures de ce jour sont prises. Choisissez une autre date.`)
};

/**

* @param {Slot_Day_BookedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_day_booked = /** @type {((inputs?: Slot_Day_BookedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Day_BookedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_day_booked(inputs)
	if (locale === "fr") return fr_slot_day_booked(inputs)
	return en_slot_day_booked(inputs)
});