/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_TitleInputs */

const en_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Application`)
};

const rw_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gusaba ubufatanye`)
};

const fr_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature de partenariat`)
};

/**

* @param {Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_title = /** @type {((inputs?: Partner_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_title(inputs)
	if (locale === "fr") return fr_partner_title(inputs)
	return en_partner_title(inputs)
});