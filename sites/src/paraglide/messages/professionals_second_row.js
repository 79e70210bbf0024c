/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_Second_RowInputs */

const en_professionals_second_row = /** @type {(inputs: Professionals_Second_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More active professionals`)
};

const rw_professionals_second_row = /** @type {(inputs: Professionals_Second_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandi banyamwuga bakora`)
};

const fr_professionals_second_row = /** @type {(inputs: Professionals_Second_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres professionnels actifs`)
};

/**
* | output |
* | --- |
* | "More active professionals" |
*
* @param {Professionals_Second_RowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_second_row = /** @type {((inputs?: Professionals_Second_RowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Second_RowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_professionals_second_row(inputs)
	if (locale === "fr") return fr_professionals_second_row(inputs)
	return en_professionals_second_row(inputs)
});