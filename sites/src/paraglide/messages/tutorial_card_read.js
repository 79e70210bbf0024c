/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tutorial_Card_ReadInputs */

const en_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the lessons`)
};

const rw_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma amasomo`)
};

const fr_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les leçons`)
};

/**

* @param {Tutorial_Card_ReadInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_read = /** @type {((inputs?: Tutorial_Card_ReadInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_ReadInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_card_read(inputs)
	if (locale === "fr") return fr_tutorial_card_read(inputs)
	return en_tutorial_card_read(inputs)
});