/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stripe_Load_FailedInputs */

const en_stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secure card form could not be loaded (Stripe.js failed to load). Please check your connection and try again.`)
};

const rw_stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifishi yizewe y'ikarita ntiyashoboye gufunguka (Stripe.js ntiyafungutse). Reba murandasi yawe wongere ugerageze.`)
};

const fr_stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire de carte sécurisé n'a pas pu être chargé (Stripe.js n'a pas pu se charger). Vérifiez votre connexion et réessayez.`)
};

/**

* @param {Stripe_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_load_failed = /** @type {((inputs?: Stripe_Load_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_Load_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_stripe_load_failed(inputs)
	if (locale === "fr") return fr_stripe_load_failed(inputs)
	return en_stripe_load_failed(inputs)
});