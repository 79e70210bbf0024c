/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Templates_TextInputs */

const en_resources_card_templates_text = /** @type {(inputs: Resources_Card_Templates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A project brief, an event checklist and a campaign plan to copy.`)
};

const rw_resources_card_templates_text = /** @type {(inputs: Resources_Card_Templates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko isobanura umushinga, urutonde rw’igenzura rw’ibirori n’igenamigambi ry’ubukangurambaga byo kwigana.`)
};

const fr_resources_card_templates_text = /** @type {(inputs: Resources_Card_Templates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cahier des charges, une liste de contrôle d’événement et un plan de campagne à copier.`)
};

/**

* @param {Resources_Card_Templates_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_templates_text = /** @type {((inputs?: Resources_Card_Templates_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Templates_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_card_templates_text(inputs)
	if (locale === "fr") return fr_resources_card_templates_text(inputs)
	return en_resources_card_templates_text(inputs)
});