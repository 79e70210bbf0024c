/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Carousel_PlayInputs */

const en_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.label} animation`)
};

const rw_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangiza ibizunguruka: ${i?.label}`)
};

const fr_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Relancer le défilement : ${i?.label}`)
};

/**

* @param {Carousel_PlayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const carousel_play = /** @type {((inputs: Carousel_PlayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carousel_PlayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_carousel_play(inputs)
	if (locale === "fr") return fr_carousel_play(inputs)
	return en_carousel_play(inputs)
});