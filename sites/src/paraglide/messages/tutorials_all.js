/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tutorials_AllInputs */

const en_tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Tutorials`)
};

const rw_tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yose`)
};

const fr_tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les tutoriels`)
};

/**

* @param {Tutorials_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorials_all = /** @type {((inputs?: Tutorials_AllInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorials_AllInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorials_all(inputs)
	if (locale === "fr") return fr_tutorials_all(inputs)
	return en_tutorials_all(inputs)
});