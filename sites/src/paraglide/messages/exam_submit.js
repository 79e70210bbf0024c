/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exam_SubmitInputs */

const en_exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit answers`)
};

const rw_exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza ibisubizo`)
};

const fr_exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer les réponses`)
};

/**

* @param {Exam_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_submit = /** @type {((inputs?: Exam_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_submit(inputs)
	if (locale === "fr") return fr_exam_submit(inputs)
	return en_exam_submit(inputs)
});