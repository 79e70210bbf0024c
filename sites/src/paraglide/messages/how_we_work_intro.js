/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_IntroInputs */

const en_how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the first call to the final delivery, our professionals work alongside your team.`)
};

const rw_how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuva ku guhamagara kwa mbere kugeza ku gutanga umusaruro wa nyuma, abanyamwuga bacu bakorana n'itsinda ryawe.`)
};

const fr_how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du premier appel à la livraison finale, nos professionnels travaillent aux côtés de votre équipe.`)
};

/**

* @param {How_We_Work_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_intro = /** @type {((inputs?: How_We_Work_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_intro(inputs)
	if (locale === "fr") return fr_how_we_work_intro(inputs)
	return en_how_we_work_intro(inputs)
});