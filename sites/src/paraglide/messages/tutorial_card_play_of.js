/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tutorial_Card_Play_OfInputs */

const en_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play tutorial: ${i?.title}`)
};

const rw_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kina inyigisho: ${i?.title}`)
};

const fr_tutorial_card_play_of = /** @type {(inputs: Tutorial_Card_Play_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lire le tutoriel : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Play tutorial: {title}" |
*
* @param {Tutorial_Card_Play_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_play_of = /** @type {((inputs: Tutorial_Card_Play_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_Play_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_tutorial_card_play_of(inputs)
	if (locale === "fr") return fr_tutorial_card_play_of(inputs)
	return en_tutorial_card_play_of(inputs)
});