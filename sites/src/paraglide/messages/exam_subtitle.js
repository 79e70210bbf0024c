/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Exam_SubtitleInputs */

const en_exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} questions, about ${i?.minutes} minutes. Your answers stay in your browser.`)
};

const rw_exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibibazo ${i?.count}, iminota ${i?.minutes} hafi. Ibisubizo byawe biguma muri mushakisha yawe.`)
};

const fr_exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} questions, environ ${i?.minutes} minutes. Vos réponses restent dans votre navigateur.`)
};

/**

* @param {Exam_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_subtitle = /** @type {((inputs: Exam_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_subtitle(inputs)
	if (locale === "fr") return fr_exam_subtitle(inputs)
	return en_exam_subtitle(inputs)
});