/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Content_DesignInputs */

const en_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Design`)
};

const rw_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igishushanyo mbonera`)
};

const fr_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design graphique`)
};

/**
* | output |
* | --- |
* | "Graphic Design" |
*
* @param {Static_Content_DesignInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_design = /** @type {((inputs?: Static_Content_DesignInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_DesignInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_static_content_design(inputs)
	if (locale === "fr") return fr_static_content_design(inputs)
	return en_static_content_design(inputs)
});