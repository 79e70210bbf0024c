/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown>, count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Tutorial_SubtitleInputs */

const en_tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} ${i?.count} lessons, about ${i?.minutes} minutes.`)
};

const rw_tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Amasomo ${i?.count}, iminota ${i?.minutes} hafi.`)
};

const fr_tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} ${i?.count} leçons, environ ${i?.minutes} minutes.`)
};

/**

* @param {Tutorial_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_subtitle = /** @type {((inputs: Tutorial_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_subtitle(inputs)
	if (locale === "fr") return fr_tutorial_subtitle(inputs)
	return en_tutorial_subtitle(inputs)
});