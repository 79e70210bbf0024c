/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tutorial_Card_ReadInputs */

const en_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the lessons`)
};

const rw_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma amasomo`)
};

const fr_tutorial_card_read = /** @type {(inputs: Tutorial_Card_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les leçons`)
};

/**
* | output |
* | --- |
* | "Read the lessons" |
*
* @param {Tutorial_Card_ReadInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_read = /** @type {((inputs?: Tutorial_Card_ReadInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_ReadInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_tutorial_card_read(inputs)
	if (locale === "fr") return fr_tutorial_card_read(inputs)
	return en_tutorial_card_read(inputs)
});