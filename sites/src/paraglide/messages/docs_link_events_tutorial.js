/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Link_Events_TutorialInputs */

const en_docs_link_events_tutorial = /** @type {(inputs: Docs_Link_Events_TutorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Planning Essentials tutorial`)
};

const rw_docs_link_events_tutorial = /** @type {(inputs: Docs_Link_Events_TutorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho: iby’ingenzi mu gutegura ibirori`)
};

const fr_docs_link_events_tutorial = /** @type {(inputs: Docs_Link_Events_TutorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriel : les bases de l’organisation d’événements`)
};

/**

* @param {Docs_Link_Events_TutorialInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_events_tutorial = /** @type {((inputs?: Docs_Link_Events_TutorialInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_Events_TutorialInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_link_events_tutorial(inputs)
	if (locale === "fr") return fr_docs_link_events_tutorial(inputs)
	return en_docs_link_events_tutorial(inputs)
});