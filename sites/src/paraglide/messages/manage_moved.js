/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_MovedInputs */

const en_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation has moved. We have e-mailed you the new time.`)
};

const rw_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe yimuwe. Twakoherereje igihe gishya kuri imeri.`)
};

const fr_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation a été déplacée. Nous vous avons envoyé le nouvel horaire par e-mail.`)
};

/**

* @param {Manage_MovedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_moved = /** @type {((inputs?: Manage_MovedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_MovedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_moved(inputs)
	if (locale === "fr") return fr_manage_moved(inputs)
	return en_manage_moved(inputs)
});