/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Next_StepsInputs */

const en_post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next steps`)
};

const rw_post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikurikiraho`)
};

const fr_post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Et ensuite`)
};

/**

* @param {Post_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_next_steps = /** @type {((inputs?: Post_Next_StepsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Next_StepsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_post_next_steps(inputs)
	if (locale === "fr") return fr_post_next_steps(inputs)
	return en_post_next_steps(inputs)
});