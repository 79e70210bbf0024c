/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Logos_LabelInputs */

const en_partners_logos_label = /** @type {(inputs: Partners_Logos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our partners`)
};

const rw_partners_logos_label = /** @type {(inputs: Partners_Logos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa bacu`)
};

const fr_partners_logos_label = /** @type {(inputs: Partners_Logos_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos partenaires`)
};

/**

* @param {Partners_Logos_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_logos_label = /** @type {((inputs?: Partners_Logos_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Logos_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partners_logos_label(inputs)
	if (locale === "fr") return fr_partners_logos_label(inputs)
	return en_partners_logos_label(inputs)
});