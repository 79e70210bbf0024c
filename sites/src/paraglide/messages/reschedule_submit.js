/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reschedule_SubmitInputs */

const en_reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move my consultation`)
};

const rw_reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imura inama yanjye`)
};

const fr_reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacer ma consultation`)
};

/**

* @param {Reschedule_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_submit = /** @type {((inputs?: Reschedule_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_reschedule_submit(inputs)
	if (locale === "fr") return fr_reschedule_submit(inputs)
	return en_reschedule_submit(inputs)
});