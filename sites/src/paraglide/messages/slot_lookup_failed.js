/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Slot_Lookup_FailedInputs */

const en_slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check which times are free; the booking will still be checked.`)
};

const rw_slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntitwashoboye kureba amasaha ahari; icyifuzo cyawe kizagenzurwa uko byagenda kose.`)
};

const fr_slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de vérifier les heures libres ; la réservation sera tout de même vérifiée.`)
};

/**

* @param {Slot_Lookup_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_lookup_failed = /** @type {((inputs?: Slot_Lookup_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Lookup_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_slot_lookup_failed(inputs)
	if (locale === "fr") return fr_slot_lookup_failed(inputs)
	return en_slot_lookup_failed(inputs)
});