/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_StartInputs */

const en_stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Success Story`)
};

const rw_stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangira inkuru yawe y'intsinzi`)
};

const fr_stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez votre success story`)
};

/**

* @param {Stories_StartInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_start = /** @type {((inputs?: Stories_StartInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_StartInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_stories_start(inputs)
	if (locale === "fr") return fr_stories_start(inputs)
	return en_stories_start(inputs)
});