/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_Cancel_QuestionInputs */

const en_manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this consultation?`)
};

const rw_manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhagarike iyi nama?`)
};

const fr_manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cette consultation ?`)
};

/**

* @param {Manage_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_question = /** @type {((inputs?: Manage_Cancel_QuestionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_Cancel_QuestionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_cancel_question(inputs)
	if (locale === "fr") return fr_manage_cancel_question(inputs)
	return en_manage_cancel_question(inputs)
});