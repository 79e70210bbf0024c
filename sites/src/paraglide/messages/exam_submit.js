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
* | output |
* | --- |
* | "Submit answers" |
*
* @param {Exam_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_submit = /** @type {((inputs?: Exam_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_exam_submit(inputs)
	if (locale === "fr") return fr_exam_submit(inputs)
	return en_exam_submit(inputs)
});