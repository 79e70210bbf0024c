/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Time_LabelInputs */

const en_slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time (Kigali)`)
};

const rw_slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isaha (Kigali)`)
};

const fr_slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure (Kigali)`)
};

/**

* @param {Slot_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_time_label = /** @type {((inputs?: Slot_Time_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Time_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_time_label(inputs)
	if (locale === "fr") return fr_slot_time_label(inputs)
	return en_slot_time_label(inputs)
});