/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_Step_DeliveryInputs */

const en_how_we_work_step_delivery = /** @type {(inputs: How_We_Work_Step_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once you accept, your project lead keeps you updated until delivery.`)
};

const rw_how_we_work_step_delivery = /** @type {(inputs: How_We_Work_Step_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umaze kubyemera, ukuriye umushinga wawe akugezaho amakuru kugeza igihe ibikorwa bitangiwe.`)
};

const fr_how_we_work_step_delivery = /** @type {(inputs: How_We_Work_Step_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois votre accord donné, votre chef de projet vous tient informé jusqu’à la livraison.`)
};

/**

* @param {How_We_Work_Step_DeliveryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_step_delivery = /** @type {((inputs?: How_We_Work_Step_DeliveryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_Step_DeliveryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_step_delivery(inputs)
	if (locale === "fr") return fr_how_we_work_step_delivery(inputs)
	return en_how_we_work_step_delivery(inputs)
});