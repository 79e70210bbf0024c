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
* | output |
* | --- |
* | "Moving..." |
*
* @param {Reschedule_MovingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_moving = /** @type {((inputs?: Reschedule_MovingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_MovingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_reschedule_moving(inputs)
	if (locale === "fr") return fr_reschedule_moving(inputs)
	return en_reschedule_moving(inputs)
});