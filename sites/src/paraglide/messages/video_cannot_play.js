/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Video_Cannot_PlayInputs */

const en_video_cannot_play = /** @type {(inputs: Video_Cannot_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This video cannot play here.`)
};

const rw_video_cannot_play = /** @type {(inputs: Video_Cannot_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi videwo ntishobora kwerekanirwa hano.`)
};

const fr_video_cannot_play = /** @type {(inputs: Video_Cannot_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette vidéo ne peut pas être lue ici.`)
};

/**

* @param {Video_Cannot_PlayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_cannot_play = /** @type {((inputs?: Video_Cannot_PlayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Cannot_PlayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_cannot_play(inputs)
	if (locale === "fr") return fr_video_cannot_play(inputs)
	return en_video_cannot_play(inputs)
});