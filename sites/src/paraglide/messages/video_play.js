/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_PlayInputs */

const en_video_play = /** @type {(inputs: Video_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

const rw_video_play = /** @type {(inputs: Video_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kina`)
};

const fr_video_play = /** @type {(inputs: Video_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture`)
};

/**

* @param {Video_PlayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_play = /** @type {((inputs?: Video_PlayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_PlayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_play(inputs)
	if (locale === "fr") return fr_video_play(inputs)
	return en_video_play(inputs)
});