/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, title: NonNullable<unknown> }} Tutorial_LessonInputs */

const en_tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lesson ${i?.number}: ${i?.title}`)
};

const rw_tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Isomo rya ${i?.number}: ${i?.title}`)
};

const fr_tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leçon ${i?.number} : ${i?.title}`)
};

/**

* @param {Tutorial_LessonInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_lesson = /** @type {((inputs: Tutorial_LessonInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_LessonInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_lesson(inputs)
	if (locale === "fr") return fr_tutorial_lesson(inputs)
	return en_tutorial_lesson(inputs)
});