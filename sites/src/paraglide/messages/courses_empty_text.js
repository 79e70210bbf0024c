/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Courses_Empty_TextInputs */

const en_courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New courses are announced here first; check back soon.`)
};

const rw_courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo mashya atangarizwa hano mbere; garuka vuba.`)
};

const fr_courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouvelles formations sont annoncées ici en premier ; revenez bientôt.`)
};

/**

* @param {Courses_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const courses_empty_text = /** @type {((inputs?: Courses_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courses_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_courses_empty_text(inputs)
	if (locale === "fr") return fr_courses_empty_text(inputs)
	return en_courses_empty_text(inputs)
});