/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_Step_ScopeInputs */

const en_how_we_work_step_scope = /** @type {(inputs: How_We_Work_Step_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within one working day we call or write back to clarify the scope.`)
};

const rw_how_we_work_step_scope = /** @type {(inputs: How_We_Work_Step_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mu munsi umwe w’akazi turaguhamagara cyangwa tukakwandikira ngo dusobanukirwe n’ibikenewe.`)
};

const fr_how_we_work_step_scope = /** @type {(inputs: How_We_Work_Step_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous un jour ouvré, nous vous appelons ou vous écrivons pour préciser le besoin.`)
};

/**

* @param {How_We_Work_Step_ScopeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_step_scope = /** @type {((inputs?: How_We_Work_Step_ScopeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_Step_ScopeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_step_scope(inputs)
	if (locale === "fr") return fr_how_we_work_step_scope(inputs)
	return en_how_we_work_step_scope(inputs)
});