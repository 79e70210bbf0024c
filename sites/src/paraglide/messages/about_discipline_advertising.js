/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_AdvertisingInputs */

const en_about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising: campaigns on Meta, Google and display networks`)
};

const rw_about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza: ubukangurambaga kuri Meta, Google n'imiyoboro y'amatangazo`)
};

const fr_about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité : campagnes sur Meta, Google et les réseaux display`)
};

/**

* @param {About_Discipline_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_advertising = /** @type {((inputs?: About_Discipline_AdvertisingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_AdvertisingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_advertising(inputs)
	if (locale === "fr") return fr_about_discipline_advertising(inputs)
	return en_about_discipline_advertising(inputs)
});