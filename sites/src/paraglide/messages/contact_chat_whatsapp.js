/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Contact_Chat_WhatsappInputs */

const en_contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp: ${i?.number}`)
};

const rw_contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tuganire kuri WhatsApp: ${i?.number}`)
};

const fr_contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discuter sur WhatsApp : ${i?.number}`)
};

/**

* @param {Contact_Chat_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_chat_whatsapp = /** @type {((inputs: Contact_Chat_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Chat_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_contact_chat_whatsapp(inputs)
	if (locale === "fr") return fr_contact_chat_whatsapp(inputs)
	return en_contact_chat_whatsapp(inputs)
});