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
* | output |
* | --- |
* | "Start Your Success Story" |
*
* @param {Stories_StartInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_start = /** @type {((inputs?: Stories_StartInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_StartInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_stories_start(inputs)
	if (locale === "fr") return fr_stories_start(inputs)
	return en_stories_start(inputs)
});