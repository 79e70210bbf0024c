/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Content_VideoInputs */

const en_static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Production`)
};

const rw_static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora videwo`)
};

const fr_static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production vidéo`)
};

/**

* @param {Static_Content_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_video = /** @type {((inputs?: Static_Content_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_content_video(inputs)
	if (locale === "fr") return fr_static_content_video(inputs)
	return en_static_content_video(inputs)
});