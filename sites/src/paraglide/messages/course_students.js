/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Course_StudentsInputs */

const en_course_students = /** @type {(inputs: Course_StudentsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} student`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} students`);
	return /** @type {LocalizedString} */ ("course_students");
};

const rw_course_students = /** @type {(inputs: Course_StudentsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Umunyeshuri ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Abanyeshuri ${i?.count}`);
	return /** @type {LocalizedString} */ ("course_students");
};

const fr_course_students = /** @type {(inputs: Course_StudentsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} apprenant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} apprenants`);
	return /** @type {LocalizedString} */ ("course_students");
};

/**

* @param {Course_StudentsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_students = /** @type {((inputs: Course_StudentsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_StudentsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_course_students(inputs)
	if (locale === "fr") return fr_course_students(inputs)
	return en_course_students(inputs)
});