/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_RescheduleInputs */

const en_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule`)
};

const rw_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe`)
};

const fr_manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter`)
};

/**
* | output |
* | --- |
* | "Reschedule" |
*
* @param {Manage_RescheduleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_reschedule = /** @type {((inputs?: Manage_RescheduleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_RescheduleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_manage_reschedule(inputs)
	if (locale === "fr") return fr_manage_reschedule(inputs)
	return en_manage_reschedule(inputs)
});