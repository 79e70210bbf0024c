/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Competition_Highlight_Network_TextInputs */

const en_competition_highlight_network_text = /** @type {(inputs: Competition_Highlight_Network_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Finalists are invited to join ${i?.brand} as professionals.`)
};

const rw_competition_highlight_network_text = /** @type {(inputs: Competition_Highlight_Network_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abageze ku cyiciro cya nyuma batumirwa kwinjira muri ${i?.brand} nk’abanyamwuga.`)
};

const fr_competition_highlight_network_text = /** @type {(inputs: Competition_Highlight_Network_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les finalistes sont invités à rejoindre ${i?.brand} en tant que professionnels.`)
};

/**

* @param {Competition_Highlight_Network_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competition_highlight_network_text = /** @type {((inputs: Competition_Highlight_Network_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Highlight_Network_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_competition_highlight_network_text(inputs)
	if (locale === "fr") return fr_competition_highlight_network_text(inputs)
	return en_competition_highlight_network_text(inputs)
});