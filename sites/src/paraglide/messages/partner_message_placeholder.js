/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Message_PlaceholderInputs */

const en_partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your company and how you would like to partner`)
};

const rw_partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire ku kigo cyawe n'uko wifuza ko dufatanya`)
};

const fr_partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre entreprise et du partenariat envisagé`)
};

/**

* @param {Partner_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_message_placeholder = /** @type {((inputs?: Partner_Message_PlaceholderInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Message_PlaceholderInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_message_placeholder(inputs)
	if (locale === "fr") return fr_partner_message_placeholder(inputs)
	return en_partner_message_placeholder(inputs)
});