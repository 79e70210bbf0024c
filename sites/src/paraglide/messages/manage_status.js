/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Manage_StatusInputs */

const en_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

const rw_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uko bihagaze: ${i?.status}`)
};

const fr_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut : ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Manage_StatusInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_status = /** @type {((inputs: Manage_StatusInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_StatusInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_manage_status(inputs)
	if (locale === "fr") return fr_manage_status(inputs)
	return en_manage_status(inputs)
});