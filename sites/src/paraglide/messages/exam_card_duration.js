/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Exam_Card_DurationInputs */

const en_exam_card_duration = /** @type {(inputs: Exam_Card_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.minutes} minutes`)
};

const rw_exam_card_duration = /** @type {(inputs: Exam_Card_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iminota nka ${i?.minutes}`)
};

const fr_exam_card_duration = /** @type {(inputs: Exam_Card_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Environ ${i?.minutes} minutes`)
};

/**

* @param {Exam_Card_DurationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_card_duration = /** @type {((inputs: Exam_Card_DurationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Card_DurationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_card_duration(inputs)
	if (locale === "fr") return fr_exam_card_duration(inputs)
	return en_exam_card_duration(inputs)
});