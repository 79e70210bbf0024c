/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_ClosedInputs */

const en_slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are closed on this day. Please choose another date.`)
};

const rw_slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuri uyu munsi turafunze. Hitamo indi tariki.`)
};

const fr_slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes fermés ce jour-là. Choisissez une autre date.`)
};

/**

* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed = /** @type {((inputs?: Slot_ClosedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_ClosedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_closed(inputs)
	if (locale === "fr") return fr_slot_closed(inputs)
	return en_slot_closed(inputs)
});