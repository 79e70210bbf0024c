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

* @param {Error_Screen_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_screen_title = /** @type {((inputs?: Error_Screen_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Screen_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_error_screen_title(inputs)
	if (locale === "fr") return fr_error_screen_title(inputs)
	return en_error_screen_title(inputs)
});