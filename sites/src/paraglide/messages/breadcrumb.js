/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} BreadcrumbInputs */

const en_breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const rw_breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzira y'amapaji`)
};

const fr_breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const breadcrumb = /** @type {((inputs?: BreadcrumbInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<BreadcrumbInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_breadcrumb(inputs)
	if (locale === "fr") return fr_breadcrumb(inputs)
	return en_breadcrumb(inputs)
});