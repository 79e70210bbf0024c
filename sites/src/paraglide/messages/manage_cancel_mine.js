/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_Cancel_MineInputs */

const en_manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my consultation`)
};

const rw_manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hagarika inama yanjye`)
};

const fr_manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ma consultation`)
};

/**

* @param {Manage_Cancel_MineInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_mine = /** @type {((inputs?: Manage_Cancel_MineInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_Cancel_MineInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_cancel_mine(inputs)
	if (locale === "fr") return fr_manage_cancel_mine(inputs)
	return en_manage_cancel_mine(inputs)
});