/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Slot_Closed_BecauseInputs */

const en_slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are closed on this day (${i?.reason}). Please choose another date.`)
};

const rw_slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kuri uyu munsi turafunze (${i?.reason}). Hitamo indi tariki.`)
};

const fr_slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous sommes fermés ce jour-là (${i?.reason}). Choisissez une autre date.`)
};

/**

* @param {Slot_Closed_BecauseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed_because = /** @type {((inputs: Slot_Closed_BecauseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Closed_BecauseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_closed_because(inputs)
	if (locale === "fr") return fr_slot_closed_because(inputs)
	return en_slot_closed_because(inputs)
});