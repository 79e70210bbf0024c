/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Video_Watch_ThereInputs */

const en_video_watch_there = /** @type {(inputs: Video_Watch_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Watch “${i?.title}”`)
};

const rw_video_watch_there = /** @type {(inputs: Video_Watch_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reba “${i?.title}”`)
};

const fr_video_watch_there = /** @type {(inputs: Video_Watch_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regarder « ${i?.title} »`)
};

/**

* @param {Video_Watch_ThereInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const video_watch_there = /** @type {((inputs: Video_Watch_ThereInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Watch_ThereInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_video_watch_there(inputs)
	if (locale === "fr") return fr_video_watch_there(inputs)
	return en_video_watch_there(inputs)
});