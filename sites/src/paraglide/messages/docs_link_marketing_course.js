/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Link_Marketing_CourseInputs */

const en_docs_link_marketing_course = /** @type {(inputs: Docs_Link_Marketing_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing Mastery course`)
};

const rw_docs_link_marketing_course = /** @type {(inputs: Docs_Link_Marketing_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isomo: kumenya neza kwamamaza kuri murandasi`)
};

const fr_docs_link_marketing_course = /** @type {(inputs: Docs_Link_Marketing_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours : maîtrise du marketing digital`)
};

/**

* @param {Docs_Link_Marketing_CourseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_marketing_course = /** @type {((inputs?: Docs_Link_Marketing_CourseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_Marketing_CourseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_link_marketing_course(inputs)
	if (locale === "fr") return fr_docs_link_marketing_course(inputs)
	return en_docs_link_marketing_course(inputs)
});