/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Video_Play_VideoInputs */

const en_video_play_video = /** @type {(inputs: Video_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play video: ${i?.title}`)
};

const rw_video_play_video = /** @type {(inputs: Video_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kina videwo: ${i?.title}`)
};

const fr_video_play_video = /** @type {(inputs: Video_Play_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire la vidéo : ${i?.title}`)
};

/**

* @param {Video_Play_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_play_video = /** @type {((inputs: Video_Play_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Play_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_play_video(inputs)
	if (locale === "fr") return fr_video_play_video(inputs)
	return en_video_play_video(inputs)
});