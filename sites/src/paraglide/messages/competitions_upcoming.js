/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competitions_UpcomingInputs */

const en_competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

const rw_competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa biri imbere`)
};

const fr_competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

/**

* @param {Competitions_UpcomingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competitions_upcoming = /** @type {((inputs?: Competitions_UpcomingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competitions_UpcomingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_competitions_upcoming(inputs)
	if (locale === "fr") return fr_competitions_upcoming(inputs)
	return en_competitions_upcoming(inputs)
});