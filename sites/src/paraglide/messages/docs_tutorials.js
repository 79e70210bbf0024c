/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_TutorialsInputs */

const en_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

const rw_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo`)
};

const fr_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

/**

* @param {Docs_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_tutorials = /** @type {((inputs?: Docs_TutorialsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_TutorialsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_tutorials(inputs)
	if (locale === "fr") return fr_docs_tutorials(inputs)
	return en_docs_tutorials(inputs)
});