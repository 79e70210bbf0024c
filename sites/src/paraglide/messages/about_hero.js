/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} About_HeroInputs */

const en_about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.brand}`)
};

const rw_about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibyerekeye ${i?.brand}`)
};

const fr_about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos d'${i?.brand}`)
};

/**

* @param {About_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_hero = /** @type {((inputs: About_HeroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_HeroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_hero(inputs)
	if (locale === "fr") return fr_about_hero(inputs)
	return en_about_hero(inputs)
});