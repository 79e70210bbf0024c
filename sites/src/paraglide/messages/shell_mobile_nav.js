/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Mobile_NavInputs */

const en_shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const rw_shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefoni`)
};

const fr_shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Shell_Mobile_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_mobile_nav = /** @type {((inputs?: Shell_Mobile_NavInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Mobile_NavInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_shell_mobile_nav(inputs)
	if (locale === "fr") return fr_shell_mobile_nav(inputs)
	return en_shell_mobile_nav(inputs)
});