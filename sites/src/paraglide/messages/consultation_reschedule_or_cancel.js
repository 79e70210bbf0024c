/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Reschedule_Or_CancelInputs */

const en_consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule or cancel`)
};

const rw_consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe cyangwa uhagarike`)
};

const fr_consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter ou annuler`)
};

/**

* @param {Consultation_Reschedule_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_reschedule_or_cancel = /** @type {((inputs?: Consultation_Reschedule_Or_CancelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Reschedule_Or_CancelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_reschedule_or_cancel(inputs)
	if (locale === "fr") return fr_consultation_reschedule_or_cancel(inputs)
	return en_consultation_reschedule_or_cancel(inputs)
});