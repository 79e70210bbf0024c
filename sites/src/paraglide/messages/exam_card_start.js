/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exam_Card_StartInputs */

const en_exam_card_start = /** @type {(inputs: Exam_Card_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Exam`)
};

const rw_exam_card_start = /** @type {(inputs: Exam_Card_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangira ikizamini`)
};

const fr_exam_card_start = /** @type {(inputs: Exam_Card_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer le test`)
};

/**

* @param {Exam_Card_StartInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_card_start = /** @type {((inputs?: Exam_Card_StartInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Card_StartInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_card_start(inputs)
	if (locale === "fr") return fr_exam_card_start(inputs)
	return en_exam_card_start(inputs)
});