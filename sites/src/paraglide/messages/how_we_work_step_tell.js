/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_Step_TellInputs */

const en_how_we_work_step_tell = /** @type {(inputs: How_We_Work_Step_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project through Book Now or the contact form.`)
};

const rw_how_we_work_step_tell = /** @type {(inputs: How_We_Work_Step_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire umushinga wawe ukoresheje «Saba umunyamwuga» cyangwa ifishi yo kutwandikira.`)
};

const fr_how_we_work_step_tell = /** @type {(inputs: How_We_Work_Step_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet avec « Réserver » ou le formulaire de contact.`)
};

/**

* @param {How_We_Work_Step_TellInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_step_tell = /** @type {((inputs?: How_We_Work_Step_TellInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_Step_TellInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_step_tell(inputs)
	if (locale === "fr") return fr_how_we_work_step_tell(inputs)
	return en_how_we_work_step_tell(inputs)
});