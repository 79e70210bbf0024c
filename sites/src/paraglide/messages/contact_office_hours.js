/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_HoursInputs */

const en_contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office hours (Kigali time)`)
};

const rw_contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasaha y'akazi (isaha y'i Kigali)`)
};

const fr_contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures d'ouverture (heure de Kigali)`)
};

/**

* @param {Contact_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office_hours = /** @type {((inputs?: Contact_Office_HoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_HoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_contact_office_hours(inputs)
	if (locale === "fr") return fr_contact_office_hours(inputs)
	return en_contact_office_hours(inputs)
});