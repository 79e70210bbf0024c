/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_UnmuteInputs */

const en_video_unmute = /** @type {(inputs: Video_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmute`)
};

const rw_video_unmute = /** @type {(inputs: Video_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungura ijwi`)
};

const fr_video_unmute = /** @type {(inputs: Video_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir le son`)
};

/**

* @param {Video_UnmuteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_unmute = /** @type {((inputs?: Video_UnmuteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_UnmuteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_unmute(inputs)
	if (locale === "fr") return fr_video_unmute(inputs)
	return en_video_unmute(inputs)
});