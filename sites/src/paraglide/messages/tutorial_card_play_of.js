/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tutorial_Card_Play_OfInputs */

const en_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play tutorial: ${i?.title}`)
};

const rw_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kina inyigisho: ${i?.title}`)
};

const fr_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire le tutoriel : ${i?.title}`)
};

/**

* @param {Tutorial_Card_Play_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_play_of = /** @type {((inputs: Tutorial_Card_Play_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_Play_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_card_play_of(inputs)
	if (locale === "fr") return fr_tutorial_card_play_of(inputs)
	return en_tutorial_card_play_of(inputs)
});