/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_TeamInputs */

const en_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Team`)
};

const rw_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu`)
};

const fr_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe`)
};

/**

* @param {About_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team = /** @type {((inputs?: About_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_team(inputs)
	if (locale === "fr") return fr_about_team(inputs)
	return en_about_team(inputs)
});