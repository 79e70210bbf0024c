/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stripe_UnavailableInputs */

const en_stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are not available in this browser right now.`)
};

const rw_stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura n'ikarita ntibishoboka muri iyi mushakisha ubu.`)
};

const fr_stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement par carte n'est pas disponible dans ce navigateur pour le moment.`)
};

/**

* @param {Stripe_UnavailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_unavailable = /** @type {((inputs?: Stripe_UnavailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_UnavailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_stripe_unavailable(inputs)
	if (locale === "fr") return fr_stripe_unavailable(inputs)
	return en_stripe_unavailable(inputs)
});