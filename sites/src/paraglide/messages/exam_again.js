/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exam_AgainInputs */

const en_exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take the test again`)
};

const rw_exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongera ukore ikizamini`)
};

const fr_exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refaire le test`)
};

/**

* @param {Exam_AgainInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_again = /** @type {((inputs?: Exam_AgainInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_AgainInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_again(inputs)
	if (locale === "fr") return fr_exam_again(inputs)
	return en_exam_again(inputs)
});