/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_MissionInputs */

const en_about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Mission`)
};

const rw_about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intego yacu`)
};

const fr_about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre mission`)
};

/**

* @param {About_MissionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_mission = /** @type {((inputs?: About_MissionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_MissionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_mission(inputs)
	if (locale === "fr") return fr_about_mission(inputs)
	return en_about_mission(inputs)
});