/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Link_StoriesInputs */

const en_docs_link_stories = /** @type {(inputs: Docs_Link_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client success stories`)
};

const rw_docs_link_stories = /** @type {(inputs: Docs_Link_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru z’intsinzi z’abakiriya`)
};

const fr_docs_link_stories = /** @type {(inputs: Docs_Link_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réussites de nos clients`)
};

/**

* @param {Docs_Link_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_stories = /** @type {((inputs?: Docs_Link_StoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_StoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_link_stories(inputs)
	if (locale === "fr") return fr_docs_link_stories(inputs)
	return en_docs_link_stories(inputs)
});