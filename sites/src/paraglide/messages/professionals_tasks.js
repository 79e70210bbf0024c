/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Professionals_TasksInputs */

const en_professionals_tasks = /** @type {(inputs: Professionals_TasksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} task completed`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} tasks completed`);
	return /** @type {LocalizedString} */ ("professionals_tasks");
};

const rw_professionals_tasks = /** @type {(inputs: Professionals_TasksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Umurimo ${i?.count} warangiye`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Imirimo ${i?.count} yarangiye`);
	return /** @type {LocalizedString} */ ("professionals_tasks");
};

const fr_professionals_tasks = /** @type {(inputs: Professionals_TasksInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mission réalisée`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} missions réalisées`);
	return /** @type {LocalizedString} */ ("professionals_tasks");
};

/**

* @param {Professionals_TasksInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_tasks = /** @type {((inputs: Professionals_TasksInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_TasksInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_professionals_tasks(inputs)
	if (locale === "fr") return fr_professionals_tasks(inputs)
	return en_professionals_tasks(inputs)
});