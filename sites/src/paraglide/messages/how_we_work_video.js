/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} How_We_Work_VideoInputs */

const en_how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.brand} works`)
};

const rw_how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uko ${i?.brand} ikora`)
};

const fr_how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment ${i?.brand} travaille`)
};

/**

* @param {How_We_Work_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_video = /** @type {((inputs: How_We_Work_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_video(inputs)
	if (locale === "fr") return fr_how_we_work_video(inputs)
	return en_how_we_work_video(inputs)
});