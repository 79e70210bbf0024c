/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tutorial_Card_Read_OfInputs */

const en_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read the lessons: ${i?.title}`)
};

const rw_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soma amasomo: ${i?.title}`)
};

const fr_tutorial_card_read_of = /** @type {(inputs: Tutorial_Card_Read_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire les leçons : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Read the lessons: {title}" |
*
* @param {Tutorial_Card_Read_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_read_of = /** @type {((inputs: Tutorial_Card_Read_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_Read_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_tutorial_card_read_of(inputs)
	if (locale === "fr") return fr_tutorial_card_read_of(inputs)
	return en_tutorial_card_read_of(inputs)
});