/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Link_CompetitionsInputs */

const en_docs_link_competitions = /** @type {(inputs: Docs_Link_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming competitions and events`)
};

const rw_docs_link_competitions = /** @type {(inputs: Docs_Link_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa n’ibirori biri imbere`)
};

const fr_docs_link_competitions = /** @type {(inputs: Docs_Link_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concours et événements à venir`)
};

/**

* @param {Docs_Link_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_competitions = /** @type {((inputs?: Docs_Link_CompetitionsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_CompetitionsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_link_competitions(inputs)
	if (locale === "fr") return fr_docs_link_competitions(inputs)
	return en_docs_link_competitions(inputs)
});