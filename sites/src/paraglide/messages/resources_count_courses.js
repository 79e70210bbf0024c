/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Resources_Count_CoursesInputs */

const en_resources_count_courses = /** @type {(inputs: Resources_Count_CoursesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} course`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} courses`);
	return /** @type {LocalizedString} */ ("resources_count_courses");
};

const rw_resources_count_courses = /** @type {(inputs: Resources_Count_CoursesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Isomo ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Amasomo ${i?.count}`);
	return /** @type {LocalizedString} */ ("resources_count_courses");
};

const fr_resources_count_courses = /** @type {(inputs: Resources_Count_CoursesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cours`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cours`);
	return /** @type {LocalizedString} */ ("resources_count_courses");
};

/**

* @param {Resources_Count_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_count_courses = /** @type {((inputs: Resources_Count_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Count_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_count_courses(inputs)
	if (locale === "fr") return fr_resources_count_courses(inputs)
	return en_resources_count_courses(inputs)
});