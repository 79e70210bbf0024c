/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Screen_Try_AgainInputs */

const en_error_screen_try_again = /** @type {(inputs: Error_Screen_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

const rw_error_screen_try_again = /** @type {(inputs: Error_Screen_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongera ugerageze`)
};

const fr_error_screen_try_again = /** @type {(inputs: Error_Screen_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

/**

* @param {Error_Screen_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_screen_try_again = /** @type {((inputs?: Error_Screen_Try_AgainInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Screen_Try_AgainInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_error_screen_try_again(inputs)
	if (locale === "fr") return fr_error_screen_try_again(inputs)
	return en_error_screen_try_again(inputs)
});