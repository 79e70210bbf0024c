/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Docs_TextInputs */

const en_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides to working with our professionals and services.`)
};

const rw_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubuyobozi bwo gukorana n’abanyamwuga bacu no gukoresha serivisi zacu.`)
};

const fr_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des guides pour travailler avec nos professionnels et nos services.`)
};

/**
* | output |
* | --- |
* | "Guides to working with our professionals and services." |
*
* @param {Resources_Card_Docs_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_docs_text = /** @type {((inputs?: Resources_Card_Docs_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Docs_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_resources_card_docs_text(inputs)
	if (locale === "fr") return fr_resources_card_docs_text(inputs)
	return en_resources_card_docs_text(inputs)
});