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
* | output |
* | --- |
* | "unavailable" |
*
* @param {Slot_UnavailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_unavailable = /** @type {((inputs?: Slot_UnavailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_UnavailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_slot_unavailable(inputs)
	if (locale === "fr") return fr_slot_unavailable(inputs)
	return en_slot_unavailable(inputs)
});