/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Exam_Card_Start_OfInputs */

const en_exam_card_start_of = /** @type {(inputs: Exam_Card_Start_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Start Exam: ${i?.title}`)
};

const rw_exam_card_start_of = /** @type {(inputs: Exam_Card_Start_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangira ikizamini: ${i?.title}`)
};

const fr_exam_card_start_of = /** @type {(inputs: Exam_Card_Start_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commencer le test : ${i?.title}`)
};

/**

* @param {Exam_Card_Start_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_card_start_of = /** @type {((inputs: Exam_Card_Start_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Card_Start_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_card_start_of(inputs)
	if (locale === "fr") return fr_exam_card_start_of(inputs)
	return en_exam_card_start_of(inputs)
});