/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_MarketingInputs */

const en_about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital marketing: social media, search and e-mail`)
};

const rw_about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi: imbuga nkoranyambaga, amashakiro n'imeri`)
};

const fr_about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital : réseaux sociaux, recherche et e-mail`)
};

/**

* @param {About_Discipline_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_marketing = /** @type {((inputs?: About_Discipline_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_marketing(inputs)
	if (locale === "fr") return fr_about_discipline_marketing(inputs)
	return en_about_discipline_marketing(inputs)
});