/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown> }} Exam_Answer_IsInputs */

const en_exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The answer is “${i?.answer}”. `)
};

const rw_exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Igisubizo ni “${i?.answer}”. `)
};

const fr_exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La réponse est « ${i?.answer} ». `)
};

/**

* @param {Exam_Answer_IsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_answer_is = /** @type {((inputs: Exam_Answer_IsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Answer_IsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_answer_is(inputs)
	if (locale === "fr") return fr_exam_answer_is(inputs)
	return en_exam_answer_is(inputs)
});