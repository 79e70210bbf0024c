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
* | output |
* | --- |
* | "Tell us about your company and how you would like to partner" |
*
* @param {Partner_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_message_placeholder = /** @type {((inputs?: Partner_Message_PlaceholderInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Message_PlaceholderInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_partner_message_placeholder(inputs)
	if (locale === "fr") return fr_partner_message_placeholder(inputs)
	return en_partner_message_placeholder(inputs)
});