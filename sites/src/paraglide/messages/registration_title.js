/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Registration_TitleInputs */

const en_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

const rw_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

const fr_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’inscrire à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Register for {title}" |
*
* @param {Registration_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_title = /** @type {((inputs: Registration_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_registration_title(inputs)
	if (locale === "fr") return fr_registration_title(inputs)
	return en_registration_title(inputs)
});