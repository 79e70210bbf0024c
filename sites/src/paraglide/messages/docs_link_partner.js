/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Link_PartnerInputs */

const en_docs_link_partner = /** @type {(inputs: Docs_Link_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Becoming a partner`)
};

const rw_docs_link_partner = /** @type {(inputs: Docs_Link_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuba umufatanyabikorwa`)
};

const fr_docs_link_partner = /** @type {(inputs: Docs_Link_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir partenaire`)
};

/**

* @param {Docs_Link_PartnerInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_partner = /** @type {((inputs?: Docs_Link_PartnerInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_PartnerInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_link_partner(inputs)
	if (locale === "fr") return fr_docs_link_partner(inputs)
	return en_docs_link_partner(inputs)
});