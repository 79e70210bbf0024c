/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_Empty_TextInputs */

const en_professionals_empty_text = /** @type {(inputs: Professionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No professionals available. Check back soon to meet our team.`)
};

const rw_professionals_empty_text = /** @type {(inputs: Professionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta munyamwuga uraboneka. Garuka vuba umenye itsinda ryacu.`)
};

const fr_professionals_empty_text = /** @type {(inputs: Professionals_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun professionnel disponible. Revenez bientôt pour découvrir notre équipe.`)
};

/**

* @param {Professionals_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_empty_text = /** @type {((inputs?: Professionals_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_professionals_empty_text(inputs)
	if (locale === "fr") return fr_professionals_empty_text(inputs)
	return en_professionals_empty_text(inputs)
});