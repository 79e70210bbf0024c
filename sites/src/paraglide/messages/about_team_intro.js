/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Team_IntroInputs */

const en_about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The professionals clients work with on every project.`)
};

const rw_about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga abakiriya bakorana na bo kuri buri mushinga.`)
};

const fr_about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les professionnels avec qui nos clients travaillent sur chaque projet.`)
};

/**

* @param {About_Team_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team_intro = /** @type {((inputs?: About_Team_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_team_intro(inputs)
	if (locale === "fr") return fr_about_team_intro(inputs)
	return en_about_team_intro(inputs)
});