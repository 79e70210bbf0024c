/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Choose_ServiceInputs */

const en_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service`)
};

const rw_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo serivisi`)
};

const fr_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un service`)
};

/**
* | output |
* | --- |
* | "Choose a service" |
*
* @param {Field_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_choose_service = /** @type {((inputs?: Field_Choose_ServiceInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Choose_ServiceInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_field_choose_service(inputs)
	if (locale === "fr") return fr_field_choose_service(inputs)
	return en_field_choose_service(inputs)
});