/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reschedule_MovingInputs */

const en_reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving...`)
};

const rw_reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwimura...`)
};

const fr_reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacement...`)
};

/**

* @param {Reschedule_MovingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_moving = /** @type {((inputs?: Reschedule_MovingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_MovingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_reschedule_moving(inputs)
	if (locale === "fr") return fr_reschedule_moving(inputs)
	return en_reschedule_moving(inputs)
});