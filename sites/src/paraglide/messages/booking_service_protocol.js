/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Service_ProtocolInputs */

const en_booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Protocols`)
};

const rw_booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porotokole y'ibirori`)
};

const fr_booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocole d'événements`)
};

/**

* @param {Booking_Service_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_protocol = /** @type {((inputs?: Booking_Service_ProtocolInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_ProtocolInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_booking_service_protocol(inputs)
	if (locale === "fr") return fr_booking_service_protocol(inputs)
	return en_booking_service_protocol(inputs)
});