/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_UnavailableInputs */

const en_slot_unavailable = /** @type {(inputs: Slot_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unavailable`)
};

const rw_slot_unavailable = /** @type {(inputs: Slot_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ntibishoboka`)
};

const fr_slot_unavailable = /** @type {(inputs: Slot_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`indisponible`)
};

/**

* @param {Slot_UnavailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_unavailable = /** @type {((inputs?: Slot_UnavailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_UnavailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_unavailable(inputs)
	if (locale === "fr") return fr_slot_unavailable(inputs)
	return en_slot_unavailable(inputs)
});