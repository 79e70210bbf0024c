/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_Book_YoursInputs */

const en_projects_book_yours = /** @type {(inputs: Projects_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Yours`)
};

const rw_projects_book_yours = /** @type {(inputs: Projects_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba uwawe`)
};

const fr_projects_book_yours = /** @type {(inputs: Projects_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservez le vôtre`)
};

/**

* @param {Projects_Book_YoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_book_yours = /** @type {((inputs?: Projects_Book_YoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_Book_YoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_projects_book_yours(inputs)
	if (locale === "fr") return fr_projects_book_yours(inputs)
	return en_projects_book_yours(inputs)
});