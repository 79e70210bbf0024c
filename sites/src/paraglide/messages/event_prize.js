/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ prize: NonNullable<unknown> }} Event_PrizeInputs */

const en_event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prize: ${i?.prize}`)
};

const rw_event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Igihembo: ${i?.prize}`)
};

const fr_event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix : ${i?.prize}`)
};

/**

* @param {Event_PrizeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_prize = /** @type {((inputs: Event_PrizeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_PrizeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_event_prize(inputs)
	if (locale === "fr") return fr_event_prize(inputs)
	return en_event_prize(inputs)
});