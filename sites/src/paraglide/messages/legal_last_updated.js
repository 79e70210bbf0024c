/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Last_UpdatedInputs */

const en_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated`)
};

const rw_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Byavuguruwe bwa nyuma`)
};

const fr_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour`)
};

/**
* | output |
* | --- |
* | "Last updated" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated = /** @type {((inputs?: Legal_Last_UpdatedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Last_UpdatedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_legal_last_updated(inputs)
	if (locale === "fr") return fr_legal_last_updated(inputs)
	return en_legal_last_updated(inputs)
});