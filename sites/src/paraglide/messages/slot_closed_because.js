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
* | output |
* | --- |
* | "We are closed on this day ({reason}). Please choose another date." |
*
* @param {Slot_Closed_BecauseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed_because = /** @type {((inputs: Slot_Closed_BecauseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Closed_BecauseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_slot_closed_because(inputs)
	if (locale === "fr") return fr_slot_closed_because(inputs)
	return en_slot_closed_because(inputs)
});