/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_MovedInputs */

const en_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation has moved. We have e-mailed you the new time.`)
};

const rw_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe yimuwe. Twakoherereje igihe gishya kuri imeri.`)
};

const fr_manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation a été déplacée. Nous vous avons envoyé le nouvel horaire par e-mail.`)
};

/**
* | output |
* | --- |
* | "Your consultation has moved. We have e-mailed you the new time." |
*
* @param {Manage_MovedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_moved = /** @type {((inputs?: Manage_MovedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_MovedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_manage_moved(inputs)
	if (locale === "fr") return fr_manage_moved(inputs)
	return en_manage_moved(inputs)
});