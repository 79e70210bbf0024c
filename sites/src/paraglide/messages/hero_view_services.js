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
* | output |
* | --- |
* | "View Services" |
*
* @param {Hero_View_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_view_services = /** @type {((inputs?: Hero_View_ServicesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_View_ServicesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_hero_view_services(inputs)
	if (locale === "fr") return fr_hero_view_services(inputs)
	return en_hero_view_services(inputs)
});