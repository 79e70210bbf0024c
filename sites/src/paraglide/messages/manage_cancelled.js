/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_CancelledInputs */

const en_manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation is cancelled. We have e-mailed you a confirmation.`)
};

const rw_manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe yahagaritswe. Twakoherereje icyemezo kuri imeri.`)
};

const fr_manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation est annulée. Nous vous avons envoyé une confirmation par e-mail.`)
};

/**

* @param {Manage_CancelledInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancelled = /** @type {((inputs?: Manage_CancelledInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_CancelledInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_cancelled(inputs)
	if (locale === "fr") return fr_manage_cancelled(inputs)
	return en_manage_cancelled(inputs)
});