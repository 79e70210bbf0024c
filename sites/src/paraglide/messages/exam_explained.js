/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exam_ExplainedInputs */

const en_exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each question below shows the right answer and why.`)
};

const rw_exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buri kibazo kiri hepfo kirerekana igisubizo nyacyo n'impamvu.`)
};

const fr_exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque question ci-dessous indique la bonne réponse et pourquoi.`)
};

/**

* @param {Exam_ExplainedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_explained = /** @type {((inputs?: Exam_ExplainedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_ExplainedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_explained(inputs)
	if (locale === "fr") return fr_exam_explained(inputs)
	return en_exam_explained(inputs)
});