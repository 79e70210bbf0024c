/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Floating_Book_TitleInputs */

const en_floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like what you see?`)
};

const rw_floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibi urabikunze?`)
};

const fr_floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous voyez vous plaît ?`)
};

/**
* | output |
* | --- |
* | "Like what you see?" |
*
* @param {Floating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_title = /** @type {((inputs?: Floating_Book_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_floating_book_title(inputs)
	if (locale === "fr") return fr_floating_book_title(inputs)
	return en_floating_book_title(inputs)
});