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
* | output |
* | --- |
* | "Digital Marketing Mastery course" |
*
* @param {Docs_Link_Marketing_CourseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_link_marketing_course = /** @type {((inputs?: Docs_Link_Marketing_CourseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Link_Marketing_CourseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_docs_link_marketing_course(inputs)
	if (locale === "fr") return fr_docs_link_marketing_course(inputs)
	return en_docs_link_marketing_course(inputs)
});