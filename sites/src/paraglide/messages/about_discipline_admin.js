/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_AdminInputs */

const en_about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrative support for events and projects`)
};

const rw_about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubufasha mu by'ubuyobozi ku birori n'imishinga`)
};

const fr_about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance administrative pour les événements et les projets`)
};

/**

* @param {About_Discipline_AdminInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_admin = /** @type {((inputs?: About_Discipline_AdminInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_AdminInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_admin(inputs)
	if (locale === "fr") return fr_about_discipline_admin(inputs)
	return en_about_discipline_admin(inputs)
});