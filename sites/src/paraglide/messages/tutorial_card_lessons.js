/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tutorial_Card_LessonsInputs */

const en_tutorial_card_lessons = /** @type {(inputs: Tutorial_Card_LessonsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lesson`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} lessons`);
	return /** @type {LocalizedString} */ ("tutorial_card_lessons");
};

const rw_tutorial_card_lessons = /** @type {(inputs: Tutorial_Card_LessonsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Isomo ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Amasomo ${i?.count}`);
	return /** @type {LocalizedString} */ ("tutorial_card_lessons");
};

const fr_tutorial_card_lessons = /** @type {(inputs: Tutorial_Card_LessonsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} leçon`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} leçons`);
	return /** @type {LocalizedString} */ ("tutorial_card_lessons");
};

/**

* @param {Tutorial_Card_LessonsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_card_lessons = /** @type {((inputs: Tutorial_Card_LessonsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_Card_LessonsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tutorial_card_lessons(inputs)
	if (locale === "fr") return fr_tutorial_card_lessons(inputs)
	return en_tutorial_card_lessons(inputs)
});