/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Want_ResultsInputs */

const en_post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Want results like these?`)
};

const rw_post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urashaka umusaruro nk'uyu?`)
};

const fr_post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous voulez des résultats comme ceux-ci ?`)
};

/**

* @param {Post_Want_ResultsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_want_results = /** @type {((inputs?: Post_Want_ResultsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Want_ResultsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_post_want_results(inputs)
	if (locale === "fr") return fr_post_want_results(inputs)
	return en_post_want_results(inputs)
});