/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_None_LeftInputs */

const en_slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No consultation times are left on this day. Please choose another date.`)
};

const rw_slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta masaha y'inama asigaye kuri uyu munsi. Hitamo indi tariki.`)
};

const fr_slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il ne reste aucun créneau ce jour-là. Choisissez une autre date.`)
};

/**

* @param {Slot_None_LeftInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_none_left = /** @type {((inputs?: Slot_None_LeftInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_None_LeftInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_none_left(inputs)
	if (locale === "fr") return fr_slot_none_left(inputs)
	return en_slot_none_left(inputs)
});