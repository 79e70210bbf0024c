/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_View_ServicesInputs */

const en_hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Services`)
};

const rw_hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reba serivisi`)
};

const fr_hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les services`)
};

/**

* @param {Hero_View_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_view_services = /** @type {((inputs?: Hero_View_ServicesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_View_ServicesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_hero_view_services(inputs)
	if (locale === "fr") return fr_hero_view_services(inputs)
	return en_hero_view_services(inputs)
});