/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_On_WhatsappInputs */

const en_share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share on WhatsApp`)
};

const rw_share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sangiza kuri WhatsApp`)
};

const fr_share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager sur WhatsApp`)
};

/**
* | output |
* | --- |
* | "Share on WhatsApp" |
*
* @param {Share_On_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_on_whatsapp = /** @type {((inputs?: Share_On_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_On_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_share_on_whatsapp(inputs)
	if (locale === "fr") return fr_share_on_whatsapp(inputs)
	return en_share_on_whatsapp(inputs)
});