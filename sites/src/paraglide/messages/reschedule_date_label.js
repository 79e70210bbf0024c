/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reschedule_Date_LabelInputs */

const en_reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date`)
};

const rw_reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itariki nshya`)
};

const fr_reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle date`)
};

/**

* @param {Reschedule_Date_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_date_label = /** @type {((inputs?: Reschedule_Date_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_Date_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_reschedule_date_label(inputs)
	if (locale === "fr") return fr_reschedule_date_label(inputs)
	return en_reschedule_date_label(inputs)
});