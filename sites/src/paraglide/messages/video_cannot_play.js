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
* | output |
* | --- |
* | "This video cannot play here." |
*
* @param {Video_Cannot_PlayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_cannot_play = /** @type {((inputs?: Video_Cannot_PlayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Cannot_PlayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_video_cannot_play(inputs)
	if (locale === "fr") return fr_video_cannot_play(inputs)
	return en_video_cannot_play(inputs)
});