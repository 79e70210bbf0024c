/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hero_SubtitleInputs */

const en_hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts`)
};

const rw_hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irembo ryawe rigana ku bahanga mu gukora ibirimo, kwamamaza kuri murandasi n'inzobere mu kwamamaza`)
};

const fr_hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès aux meilleurs créateurs de contenu, experts en marketing digital et en publicité`)
};

/**

* @param {Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_subtitle = /** @type {((inputs?: Hero_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_hero_subtitle(inputs)
	if (locale === "fr") return fr_hero_subtitle(inputs)
	return en_hero_subtitle(inputs)
});