/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_Step_ProposalInputs */

const en_how_we_work_step_proposal = /** @type {(inputs: How_We_Work_Step_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive a written proposal: team, deliverables, dates and price.`)
};

const rw_how_we_work_step_proposal = /** @type {(inputs: How_We_Work_Step_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhabwa icyifuzo cyanditse: itsinda, ibizatangwa, amatariki n’igiciro.`)
};

const fr_how_we_work_step_proposal = /** @type {(inputs: How_We_Work_Step_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous recevez une proposition écrite : équipe, livrables, dates et prix.`)
};

/**

* @param {How_We_Work_Step_ProposalInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_step_proposal = /** @type {((inputs?: How_We_Work_Step_ProposalInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_Step_ProposalInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_step_proposal(inputs)
	if (locale === "fr") return fr_how_we_work_step_proposal(inputs)
	return en_how_we_work_step_proposal(inputs)
});