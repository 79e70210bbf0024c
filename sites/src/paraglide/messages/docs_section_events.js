/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Section_EventsInputs */

const en_docs_section_events = /** @type {(inputs: Docs_Section_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Management`)
};

const rw_docs_section_events = /** @type {(inputs: Docs_Section_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gutegura ibirori`)
};

const fr_docs_section_events = /** @type {(inputs: Docs_Section_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion d’événements`)
};

/**

* @param {Docs_Section_EventsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_section_events = /** @type {((inputs?: Docs_Section_EventsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Section_EventsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_section_events(inputs)
	if (locale === "fr") return fr_docs_section_events(inputs)
	return en_docs_section_events(inputs)
});