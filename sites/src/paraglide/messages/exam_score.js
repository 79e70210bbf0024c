/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown> }} Exam_ScoreInputs */

const en_exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You scored ${i?.score} out of ${i?.total}`)
};

const rw_exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wabonye ${i?.score} kuri ${i?.total}`)
};

const fr_exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez obtenu ${i?.score} sur ${i?.total}`)
};

/**

* @param {Exam_ScoreInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_score = /** @type {((inputs: Exam_ScoreInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_ScoreInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_score(inputs)
	if (locale === "fr") return fr_exam_score(inputs)
	return en_exam_score(inputs)
});