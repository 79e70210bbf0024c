/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Looking_UpInputs */

const en_slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the free times…`)
};

const rw_slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo gushaka amasaha ahari…`)
};

const fr_slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche des heures libres…`)
};

/**

* @param {Slot_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_looking_up = /** @type {((inputs?: Slot_Looking_UpInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Looking_UpInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_looking_up(inputs)
	if (locale === "fr") return fr_slot_looking_up(inputs)
	return en_slot_looking_up(inputs)
});