/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Carousel_PauseInputs */

const en_carousel_pause = /** @type {(inputs: Carousel_PauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pause ${i?.label} animation`)
};

const rw_carousel_pause = /** @type {(inputs: Carousel_PauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hagarika ibizunguruka: ${i?.label}`)
};

const fr_carousel_pause = /** @type {(inputs: Carousel_PauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mettre en pause le défilement : ${i?.label}`)
};

/**

* @param {Carousel_PauseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const carousel_pause = /** @type {((inputs: Carousel_PauseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carousel_PauseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_carousel_pause(inputs)
	if (locale === "fr") return fr_carousel_pause(inputs)
	return en_carousel_pause(inputs)
});