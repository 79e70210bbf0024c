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

* @param {Share_On_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_on_whatsapp = /** @type {((inputs?: Share_On_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_On_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_share_on_whatsapp(inputs)
	if (locale === "fr") return fr_share_on_whatsapp(inputs)
	return en_share_on_whatsapp(inputs)
});