/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Exam_Card_QuestionsInputs */

const en_exam_card_questions = /** @type {(inputs: Exam_Card_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} question`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} questions`);
	return /** @type {LocalizedString} */ ("exam_card_questions");
};

const rw_exam_card_questions = /** @type {(inputs: Exam_Card_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("rw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ikibazo ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Ibibazo ${i?.count}`);
	return /** @type {LocalizedString} */ ("exam_card_questions");
};

const fr_exam_card_questions = /** @type {(inputs: Exam_Card_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} question`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} questions`);
	return /** @type {LocalizedString} */ ("exam_card_questions");
};

/**

* @param {Exam_Card_QuestionsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_card_questions = /** @type {((inputs: Exam_Card_QuestionsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Card_QuestionsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_exam_card_questions(inputs)
	if (locale === "fr") return fr_exam_card_questions(inputs)
	return en_exam_card_questions(inputs)
});