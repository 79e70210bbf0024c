/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Carousel_PlayInputs */

const en_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play ${i?.label} animation`)
};

const rw_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tangiza ibizunguruka: ${i?.label}`)
};

const fr_carousel_play = /** @type {(inputs: Carousel_PlayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Relancer le défilement : ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Play {label} animation" |
*
* @param {Carousel_PlayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const carousel_play = /** @type {((inputs: Carousel_PlayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carousel_PlayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_carousel_play(inputs)
	if (locale === "fr") return fr_carousel_play(inputs)
	return en_carousel_play(inputs)
});