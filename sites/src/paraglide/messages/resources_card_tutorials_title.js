/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Tutorials_TitleInputs */

const en_resources_card_tutorials_title = /** @type {(inputs: Resources_Card_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

const rw_resources_card_tutorials_title = /** @type {(inputs: Resources_Card_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho`)
};

const fr_resources_card_tutorials_title = /** @type {(inputs: Resources_Card_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Resources_Card_Tutorials_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_tutorials_title = /** @type {((inputs?: Resources_Card_Tutorials_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Tutorials_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_resources_card_tutorials_title(inputs)
	if (locale === "fr") return fr_resources_card_tutorials_title(inputs)
	return en_resources_card_tutorials_title(inputs)
});