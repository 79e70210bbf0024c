/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_VideoInputs */

const en_consultation_service_video = /** @type {(inputs: Consultation_Service_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Production`)
};

const rw_consultation_service_video = /** @type {(inputs: Consultation_Service_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora videwo`)
};

const fr_consultation_service_video = /** @type {(inputs: Consultation_Service_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production vidéo`)
};

/**
* | output |
* | --- |
* | "Video Production" |
*
* @param {Consultation_Service_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_video = /** @type {((inputs?: Consultation_Service_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_service_video(inputs)
	if (locale === "fr") return fr_consultation_service_video(inputs)
	return en_consultation_service_video(inputs)
});