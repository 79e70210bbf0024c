/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Empty_TextInputs */

const en_events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New competitions are announced here. Please check back soon.`)
};

const rw_events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa mashya atangarizwa hano. Garuka vuba.`)
};

const fr_events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux concours sont annoncés ici. Revenez bientôt.`)
};

/**

* @param {Events_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_text = /** @type {((inputs?: Events_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_events_empty_text(inputs)
	if (locale === "fr") return fr_events_empty_text(inputs)
	return en_events_empty_text(inputs)
});