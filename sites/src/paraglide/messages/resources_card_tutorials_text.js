/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Tutorials_TextInputs */

const en_resources_card_tutorials_text = /** @type {(inputs: Resources_Card_Tutorials_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short step-by-step lessons on events, marketing and protocol.`)
};

const rw_resources_card_tutorials_text = /** @type {(inputs: Resources_Card_Tutorials_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo magufi, intambwe ku yindi, ku birori, kwamamaza na porotokole.`)
};

const fr_resources_card_tutorials_text = /** @type {(inputs: Resources_Card_Tutorials_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De courtes leçons pas à pas sur l’événementiel, le marketing et le protocole.`)
};

/**

* @param {Resources_Card_Tutorials_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_tutorials_text = /** @type {((inputs?: Resources_Card_Tutorials_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Tutorials_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_card_tutorials_text(inputs)
	if (locale === "fr") return fr_resources_card_tutorials_text(inputs)
	return en_resources_card_tutorials_text(inputs)
});