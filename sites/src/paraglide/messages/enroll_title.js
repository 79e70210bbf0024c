/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Enroll_TitleInputs */

const en_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll in ${i?.title}`)
};

const rw_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

const fr_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Enroll in {title}" |
*
* @param {Enroll_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_title = /** @type {((inputs: Enroll_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_enroll_title(inputs)
	if (locale === "fr") return fr_enroll_title(inputs)
	return en_enroll_title(inputs)
});