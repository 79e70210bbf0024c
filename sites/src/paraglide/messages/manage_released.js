/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_ReleasedInputs */

const en_manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time is released for others.`)
};

const rw_manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyo gihe kizahabwa abandi.`)
};

const fr_manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le créneau sera libéré pour d'autres.`)
};

/**

* @param {Manage_ReleasedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_released = /** @type {((inputs?: Manage_ReleasedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_ReleasedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_released(inputs)
	if (locale === "fr") return fr_manage_released(inputs)
	return en_manage_released(inputs)
});