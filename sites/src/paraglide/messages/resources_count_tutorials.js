/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Resources_Count_TutorialsInputs */

const en_resources_count_tutorials = /** @type {(inputs: Resources_Count_TutorialsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tutorial`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tutorials`);
	return /** @type {LocalizedString} */ ("resources_count_tutorials");
};

const rw_resources_count_tutorials = /** @type {(inputs: Resources_Count_TutorialsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Inyigisho ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Inyigisho ${i?.count}`);
	return /** @type {LocalizedString} */ ("resources_count_tutorials");
};

const fr_resources_count_tutorials = /** @type {(inputs: Resources_Count_TutorialsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tutoriel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tutoriels`);
	return /** @type {LocalizedString} */ ("resources_count_tutorials");
};

/**

* @param {Resources_Count_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_count_tutorials = /** @type {((inputs: Resources_Count_TutorialsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Count_TutorialsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_count_tutorials(inputs)
	if (locale === "fr") return fr_resources_count_tutorials(inputs)
	return en_resources_count_tutorials(inputs)
});