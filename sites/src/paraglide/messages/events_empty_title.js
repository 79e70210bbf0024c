/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Empty_TitleInputs */

const en_events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming competitions`)
};

const rw_events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta marushanwa ari imbere`)
};

const fr_events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun concours à venir`)
};

/**
* | output |
* | --- |
* | "No upcoming competitions" |
*
* @param {Events_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_title = /** @type {((inputs?: Events_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_events_empty_title(inputs)
	if (locale === "fr") return fr_events_empty_title(inputs)
	return en_events_empty_title(inputs)
});