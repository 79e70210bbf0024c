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
* | output |
* | --- |
* | "Video Production" |
*
* @param {Static_Content_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_video = /** @type {((inputs?: Static_Content_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_static_content_video(inputs)
	if (locale === "fr") return fr_static_content_video(inputs)
	return en_static_content_video(inputs)
});