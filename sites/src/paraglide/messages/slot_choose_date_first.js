/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Choose_Date_FirstInputs */

const en_slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date first to see the free times.`)
};

const rw_slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banza uhitemo itariki kugira ngo ubone amasaha ahari.`)
};

const fr_slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d'abord une date pour voir les heures libres.`)
};

/**

* @param {Slot_Choose_Date_FirstInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_choose_date_first = /** @type {((inputs?: Slot_Choose_Date_FirstInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Choose_Date_FirstInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_choose_date_first(inputs)
	if (locale === "fr") return fr_slot_choose_date_first(inputs)
	return en_slot_choose_date_first(inputs)
});