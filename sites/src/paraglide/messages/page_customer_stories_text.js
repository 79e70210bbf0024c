/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Customer_Stories_TextInputs */

const en_page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our clients’ stories are on their way; read what they say on the home page meanwhile.`)
};

const rw_page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru z'abakiriya bacu ziri mu nzira; hagati aho soma ibyo bavuga ku ipaji y'ahabanza.`)
};

const fr_page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires de nos clients arrivent bientôt ; en attendant, lisez leurs avis sur la page d'accueil.`)
};

/**

* @param {Page_Customer_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_text = /** @type {((inputs?: Page_Customer_Stories_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_customer_stories_text(inputs)
	if (locale === "fr") return fr_page_customer_stories_text(inputs)
	return en_page_customer_stories_text(inputs)
});