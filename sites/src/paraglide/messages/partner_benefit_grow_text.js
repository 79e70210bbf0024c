/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Benefit_Grow_TextInputs */

const en_partner_benefit_grow_text = /** @type {(inputs: Partner_Benefit_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-host events, share training and appear on our site and in our campaigns.`)
};

const rw_partner_benefit_grow_text = /** @type {(inputs: Partner_Benefit_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dufatanye gutegura ibirori, dusangire amahugurwa kandi mugaragare ku rubuga rwacu no mu bukangurambaga bwacu.`)
};

const fr_partner_benefit_grow_text = /** @type {(inputs: Partner_Benefit_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-organisez des événements, partagez des formations et apparaissez sur notre site et dans nos campagnes.`)
};

/**

* @param {Partner_Benefit_Grow_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_benefit_grow_text = /** @type {((inputs?: Partner_Benefit_Grow_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Benefit_Grow_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_benefit_grow_text(inputs)
	if (locale === "fr") return fr_partner_benefit_grow_text(inputs)
	return en_partner_benefit_grow_text(inputs)
});