/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exam_CorrectInputs */

const en_exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct. `)
};

const rw_exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni byo. `)
};

const fr_exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct. `)
};

/**

* @param {Exam_CorrectInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_correct = /** @type {((inputs?: Exam_CorrectInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_CorrectInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_correct(inputs)
	if (locale === "fr") return fr_exam_correct(inputs)
	return en_exam_correct(inputs)
});