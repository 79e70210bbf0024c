/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Read_NextInputs */

const en_post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read next`)
};

const rw_post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma ibindi`)
};

const fr_post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À lire ensuite`)
};

/**

* @param {Post_Read_NextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_read_next = /** @type {((inputs?: Post_Read_NextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Read_NextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_post_read_next(inputs)
	if (locale === "fr") return fr_post_read_next(inputs)
	return en_post_read_next(inputs)
});