/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tutorial_Card_Read_OfInputs */

const en_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read the lessons: ${i?.title}`)
};

const rw_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soma amasomo: ${i?.title}`)
};

const fr_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire les leçons : ${i?.title}`)
};

/**

* @param {Tutorial_Card_Read_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_read_of = /** @type {((inputs: Tutorial_Card_Read_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_Read_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_card_read_of(inputs)
	if (locale === "fr") return fr_tutorial_card_read_of(inputs)
	return en_tutorial_card_read_of(inputs)
});