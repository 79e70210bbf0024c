/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_KeepInputs */

const en_manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const rw_manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yigumane`)
};

const fr_manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

/**

* @param {Manage_KeepInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_keep = /** @type {((inputs?: Manage_KeepInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_KeepInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_keep(inputs)
	if (locale === "fr") return fr_manage_keep(inputs)
	return en_manage_keep(inputs)
});