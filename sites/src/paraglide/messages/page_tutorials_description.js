/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tutorials_DescriptionInputs */

const en_page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video tutorials on event planning, digital marketing strategy and protocol.`)
};

const rw_page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo ya videwo ku gutegura ibirori, ingamba zo kwamamaza kuri murandasi na porotokole.`)
};

const fr_page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels vidéo sur l'organisation d'événements, la stratégie de marketing digital et le protocole.`)
};

/**

* @param {Page_Tutorials_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_description = /** @type {((inputs?: Page_Tutorials_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tutorials_description(inputs)
	if (locale === "fr") return fr_page_tutorials_description(inputs)
	return en_page_tutorials_description(inputs)
});