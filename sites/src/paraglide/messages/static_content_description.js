/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Content_DescriptionInputs */

const en_static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photography, design and video that tell your brand’s story to audiences in Rwanda and beyond.`)
};

const rw_static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amafoto, ibishushanyo na videwo bivuga inkuru y'ikirango cyawe ku bantu bo mu Rwanda no hanze yarwo.`)
};

const fr_static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photographie, design et vidéo qui racontent l’histoire de votre marque au Rwanda et au-delà.`)
};

/**

* @param {Static_Content_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_description = /** @type {((inputs?: Static_Content_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_content_description(inputs)
	if (locale === "fr") return fr_static_content_description(inputs)
	return en_static_content_description(inputs)
});