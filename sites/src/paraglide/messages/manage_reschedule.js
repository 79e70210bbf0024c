/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_RescheduleInputs */

const en_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule`)
};

const rw_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe`)
};

const fr_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter`)
};

/**

* @param {Manage_RescheduleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_reschedule = /** @type {((inputs?: Manage_RescheduleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_RescheduleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_reschedule(inputs)
	if (locale === "fr") return fr_manage_reschedule(inputs)
	return en_manage_reschedule(inputs)
});