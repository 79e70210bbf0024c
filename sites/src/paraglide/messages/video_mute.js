/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_MuteInputs */

const en_video_mute = /** @type {(inputs: Video_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute`)
};

const rw_video_mute = /** @type {(inputs: Video_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zimya ijwi`)
};

const fr_video_mute = /** @type {(inputs: Video_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couper le son`)
};

/**

* @param {Video_MuteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_mute = /** @type {((inputs?: Video_MuteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_MuteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_mute(inputs)
	if (locale === "fr") return fr_video_mute(inputs)
	return en_video_mute(inputs)
});