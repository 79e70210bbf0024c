/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_First_RowInputs */

const en_professionals_first_row = /** @type {(inputs: Professionals_First_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active professionals`)
};

const rw_professionals_first_row = /** @type {(inputs: Professionals_First_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga bakora`)
};

const fr_professionals_first_row = /** @type {(inputs: Professionals_First_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionnels actifs`)
};

/**

* @param {Professionals_First_RowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_first_row = /** @type {((inputs?: Professionals_First_RowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_First_RowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_professionals_first_row(inputs)
	if (locale === "fr") return fr_professionals_first_row(inputs)
	return en_professionals_first_row(inputs)
});