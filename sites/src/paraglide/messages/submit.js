/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} SubmitInputs */

const en_submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

const rw_submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza`)
};

const fr_submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

/**
* | output |
* | --- |
* | "Submit" |
*
* @param {SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submit = /** @type {((inputs?: SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_submit(inputs)
	if (locale === "fr") return fr_submit(inputs)
	return en_submit(inputs)
});