/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Professionals_Active_CountInputs */

const en_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Active Professionals`)
};

const rw_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abanyamwuga ${i?.count} bakora`)
};

const fr_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} professionnels actifs`)
};

/**
* | output |
* | --- |
* | "{count} Active Professionals" |
*
* @param {Professionals_Active_CountInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_active_count = /** @type {((inputs: Professionals_Active_CountInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Active_CountInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_professionals_active_count(inputs)
	if (locale === "fr") return fr_professionals_active_count(inputs)
	return en_professionals_active_count(inputs)
});