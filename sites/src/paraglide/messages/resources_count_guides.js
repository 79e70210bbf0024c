/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Resources_Count_GuidesInputs */

const en_resources_count_guides = /** @type {(inputs: Resources_Count_GuidesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} guide`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} guides`);
	return /** @type {LocalizedString} */ ("resources_count_guides");
};

const rw_resources_count_guides = /** @type {(inputs: Resources_Count_GuidesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Imfashanyigisho ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Imfashanyigisho ${i?.count}`);
	return /** @type {LocalizedString} */ ("resources_count_guides");
};

const fr_resources_count_guides = /** @type {(inputs: Resources_Count_GuidesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} guide`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} guides`);
	return /** @type {LocalizedString} */ ("resources_count_guides");
};

/**

* @param {Resources_Count_GuidesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_count_guides = /** @type {((inputs: Resources_Count_GuidesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Count_GuidesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_count_guides(inputs)
	if (locale === "fr") return fr_resources_count_guides(inputs)
	return en_resources_count_guides(inputs)
});