/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Highlight_Network_TitleInputs */

const en_competition_highlight_network_title = /** @type {(inputs: Competition_Highlight_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the Network`)
};

const rw_competition_highlight_network_title = /** @type {(inputs: Competition_Highlight_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Injira mu muryango`)
};

const fr_competition_highlight_network_title = /** @type {(inputs: Competition_Highlight_Network_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez le réseau`)
};

/**
* | output |
* | --- |
* | "Join the Network" |
*
* @param {Competition_Highlight_Network_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competition_highlight_network_title = /** @type {((inputs?: Competition_Highlight_Network_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Highlight_Network_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_competition_highlight_network_title(inputs)
	if (locale === "fr") return fr_competition_highlight_network_title(inputs)
	return en_competition_highlight_network_title(inputs)
});