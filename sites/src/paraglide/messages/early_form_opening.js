/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Early_Form_OpeningInputs */

const en_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the form`)
};

const rw_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifishi irimo gufunguka`)
};

const fr_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du formulaire`)
};

/**
* | output |
* | --- |
* | "Opening the form" |
*
* @param {Early_Form_OpeningInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const early_form_opening = /** @type {((inputs?: Early_Form_OpeningInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Early_Form_OpeningInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_early_form_opening(inputs)
	if (locale === "fr") return fr_early_form_opening(inputs)
	return en_early_form_opening(inputs)
});