/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Event_Register_ForInputs */

const en_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

const rw_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

const fr_event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

/**

* @param {Event_Register_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register_for = /** @type {((inputs: Event_Register_ForInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Register_ForInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_event_register_for(inputs)
	if (locale === "fr") return fr_event_register_for(inputs)
	return en_event_register_for(inputs)
});