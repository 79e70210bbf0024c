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
* | output |
* | --- |
* | "We are closed on this day. Please choose another date." |
*
* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed = /** @type {((inputs?: Slot_ClosedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_ClosedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_slot_closed(inputs)
	if (locale === "fr") return fr_slot_closed(inputs)
	return en_slot_closed(inputs)
});