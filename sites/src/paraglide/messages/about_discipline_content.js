/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_ContentInputs */

const en_about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content creation: photography, design and video`)
};

const rw_about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo: amafoto, ibishushanyo na videwo`)
};

const fr_about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu : photographie, design et vidéo`)
};

/**

* @param {About_Discipline_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_content = /** @type {((inputs?: About_Discipline_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_content(inputs)
	if (locale === "fr") return fr_about_discipline_content(inputs)
	return en_about_discipline_content(inputs)
});