/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Community_MenuInputs */

const en_shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const rw_shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umuryango`)
};

const fr_shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Shell_Community_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_community_menu = /** @type {((inputs?: Shell_Community_MenuInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Community_MenuInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_shell_community_menu(inputs)
	if (locale === "fr") return fr_shell_community_menu(inputs)
	return en_shell_community_menu(inputs)
});