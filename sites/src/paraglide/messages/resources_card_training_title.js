/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Training_TitleInputs */

const en_resources_card_training_title = /** @type {(inputs: Resources_Card_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training`)
};

const rw_resources_card_training_title = /** @type {(inputs: Resources_Card_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa`)
};

const fr_resources_card_training_title = /** @type {(inputs: Resources_Card_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formation`)
};

/**
* | output |
* | --- |
* | "Training" |
*
* @param {Resources_Card_Training_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_training_title = /** @type {((inputs?: Resources_Card_Training_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Training_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_resources_card_training_title(inputs)
	if (locale === "fr") return fr_resources_card_training_title(inputs)
	return en_resources_card_training_title(inputs)
});