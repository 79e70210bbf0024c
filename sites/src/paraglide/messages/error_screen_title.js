/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Screen_TitleInputs */

const en_error_screen_title = /** @type {(inputs: Error_Screen_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong.`)
};

const rw_error_screen_title = /** @type {(inputs: Error_Screen_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihangane! Hari ikitagenze neza.`)
};

const fr_error_screen_title = /** @type {(inputs: Error_Screen_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oups ! Une erreur s’est produite.`)
};

/**
* | output |
* | --- |
* | "Oops! Something went wrong." |
*
* @param {Error_Screen_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_screen_title = /** @type {((inputs?: Error_Screen_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Screen_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_error_screen_title(inputs)
	if (locale === "fr") return fr_error_screen_title(inputs)
	return en_error_screen_title(inputs)
});