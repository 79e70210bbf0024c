/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Course_ModulesInputs */

const en_course_modules = /** @type {(inputs: Course_ModulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} module`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} modules`);
	return /** @type {LocalizedString} */ ("course_modules");
};

const rw_course_modules = /** @type {(inputs: Course_ModulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Igice ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Ibice ${i?.count}`);
	return /** @type {LocalizedString} */ ("course_modules");
};

const fr_course_modules = /** @type {(inputs: Course_ModulesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} module`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} modules`);
	return /** @type {LocalizedString} */ ("course_modules");
};

/**

* @param {Course_ModulesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_modules = /** @type {((inputs: Course_ModulesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_ModulesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_course_modules(inputs)
	if (locale === "fr") return fr_course_modules(inputs)
	return en_course_modules(inputs)
});