/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_ProtocolInputs */

const en_about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event protocol: delegations, seating and ceremonies`)
};

const rw_about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porotokole y'ibirori: intumwa, imyanya n'imihango`)
};

const fr_about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocole événementiel : délégations, placement et cérémonies`)
};

/**

* @param {About_Discipline_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_protocol = /** @type {((inputs?: About_Discipline_ProtocolInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_ProtocolInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_protocol(inputs)
	if (locale === "fr") return fr_about_discipline_protocol(inputs)
	return en_about_discipline_protocol(inputs)
});