/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{}} Language_Suggestion_DismissInputs */
/** @typedef {{}} Language_Suggestion_OpenInputs */
/** @typedef {{}} Language_Switcher_LabelInputs */
/** @typedef {{}} Nav_AboutInputs */
/** @typedef {{}} Nav_About_UsInputs */
/** @typedef {{}} Nav_Advertising_ExpertsInputs */
/** @typedef {{}} Nav_All_ResourcesInputs */
/** @typedef {{}} Nav_BlogInputs */
/** @typedef {{}} Nav_CompetitionsInputs */
/** @typedef {{}} Nav_ContactInputs */
/** @typedef {{}} Nav_Content_CreationInputs */
/** @typedef {{}} Nav_CookiesInputs */
/** @typedef {{}} Nav_Customer_StoriesInputs */
/** @typedef {{}} Nav_Digital_MarketingInputs */
/** @typedef {{}} Nav_DocsInputs */
/** @typedef {{}} Nav_PartnersInputs */
/** @typedef {{}} Nav_PrivacyInputs */
/** @typedef {{}} Nav_ProjectsInputs */
/** @typedef {{}} Nav_ResourcesInputs */
/** @typedef {{}} Nav_ServicesInputs */
/** @typedef {{}} Nav_TermsInputs */
/** @typedef {{}} Nav_TestsInputs */
/** @typedef {{}} Nav_TrainingInputs */
/** @typedef {{}} Nav_TutorialsInputs */
/** @typedef {{}} Shell_Close_MenuInputs */
/** @typedef {{}} Shell_Community_MenuInputs */
/** @typedef {{}} Shell_Company_ColumnInputs */
/** @typedef {{}} Shell_Get_In_TouchInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Shell_Home_LinkInputs */
/** @typedef {{}} Shell_Legal_NavInputs */
/** @typedef {{}} Shell_Main_NavInputs */
/** @typedef {{}} Shell_Mobile_NavInputs */
/** @typedef {{}} Shell_Open_MenuInputs */
/** @typedef {{}} Shell_Resources_MenuInputs */
/** @typedef {{}} Shell_Services_ColumnInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{ brand: NonNullable<unknown>, network: NonNullable<unknown> }} Shell_Social_LinkInputs */
/** @typedef {{}} Shell_Social_MediaInputs */
/** @typedef {{}} Shell_TaglineInputs */
import * as __en from "./en.js"
import * as __rw from "./rw.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "This page is also in English." |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion = /** @type {((inputs?: Language_SuggestionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SuggestionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.language_suggestion(inputs)
	if (locale === "fr") return __fr.language_suggestion(inputs)
	return __en.language_suggestion(inputs)
});
/**
* | output |
* | --- |
* | "No, thanks" |
*
* @param {Language_Suggestion_DismissInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_dismiss = /** @type {((inputs?: Language_Suggestion_DismissInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Suggestion_DismissInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.language_suggestion_dismiss(inputs)
	if (locale === "fr") return __fr.language_suggestion_dismiss(inputs)
	return __en.language_suggestion_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Read in English" |
*
* @param {Language_Suggestion_OpenInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_open = /** @type {((inputs?: Language_Suggestion_OpenInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Suggestion_OpenInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.language_suggestion_open(inputs)
	if (locale === "fr") return __fr.language_suggestion_open(inputs)
	return __en.language_suggestion_open(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_Switcher_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_switcher_label = /** @type {((inputs?: Language_Switcher_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switcher_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.language_switcher_label(inputs)
	if (locale === "fr") return __fr.language_switcher_label(inputs)
	return __en.language_switcher_label(inputs)
});
/**
* | output |
* | --- |
* | "About" |
*
* @param {Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_about = /** @type {((inputs?: Nav_AboutInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AboutInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_about(inputs)
	if (locale === "fr") return __fr.nav_about(inputs)
	return __en.nav_about(inputs)
});
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Nav_About_UsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_about_us = /** @type {((inputs?: Nav_About_UsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_About_UsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_about_us(inputs)
	if (locale === "fr") return __fr.nav_about_us(inputs)
	return __en.nav_about_us(inputs)
});
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Nav_Advertising_ExpertsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_advertising_experts = /** @type {((inputs?: Nav_Advertising_ExpertsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Advertising_ExpertsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_advertising_experts(inputs)
	if (locale === "fr") return __fr.nav_advertising_experts(inputs)
	return __en.nav_advertising_experts(inputs)
});
/**
* | output |
* | --- |
* | "All Resources" |
*
* @param {Nav_All_ResourcesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_all_resources = /** @type {((inputs?: Nav_All_ResourcesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_All_ResourcesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_all_resources(inputs)
	if (locale === "fr") return __fr.nav_all_resources(inputs)
	return __en.nav_all_resources(inputs)
});
/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Nav_BlogInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_blog = /** @type {((inputs?: Nav_BlogInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BlogInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_blog(inputs)
	if (locale === "fr") return __fr.nav_blog(inputs)
	return __en.nav_blog(inputs)
});
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_competitions = /** @type {((inputs?: Nav_CompetitionsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_competitions(inputs)
	if (locale === "fr") return __fr.nav_competitions(inputs)
	return __en.nav_competitions(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Nav_ContactInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_contact = /** @type {((inputs?: Nav_ContactInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ContactInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_contact(inputs)
	if (locale === "fr") return __fr.nav_contact(inputs)
	return __en.nav_contact(inputs)
});
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Nav_Content_CreationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_content_creation = /** @type {((inputs?: Nav_Content_CreationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Content_CreationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_content_creation(inputs)
	if (locale === "fr") return __fr.nav_content_creation(inputs)
	return __en.nav_content_creation(inputs)
});
/**
* | output |
* | --- |
* | "Cookie Policy" |
*
* @param {Nav_CookiesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_cookies = /** @type {((inputs?: Nav_CookiesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CookiesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_cookies(inputs)
	if (locale === "fr") return __fr.nav_cookies(inputs)
	return __en.nav_cookies(inputs)
});
/**
* | output |
* | --- |
* | "Customer Stories" |
*
* @param {Nav_Customer_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_customer_stories = /** @type {((inputs?: Nav_Customer_StoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Customer_StoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_customer_stories(inputs)
	if (locale === "fr") return __fr.nav_customer_stories(inputs)
	return __en.nav_customer_stories(inputs)
});
/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Nav_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing = /** @type {((inputs?: Nav_Digital_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Digital_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_digital_marketing(inputs)
	if (locale === "fr") return __fr.nav_digital_marketing(inputs)
	return __en.nav_digital_marketing(inputs)
});
/**
* | output |
* | --- |
* | "Docs" |
*
* @param {Nav_DocsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_docs = /** @type {((inputs?: Nav_DocsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DocsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_docs(inputs)
	if (locale === "fr") return __fr.nav_docs(inputs)
	return __en.nav_docs(inputs)
});
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Nav_PartnersInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_partners = /** @type {((inputs?: Nav_PartnersInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PartnersInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_partners(inputs)
	if (locale === "fr") return __fr.nav_partners(inputs)
	return __en.nav_partners(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Nav_PrivacyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_privacy = /** @type {((inputs?: Nav_PrivacyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PrivacyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_privacy(inputs)
	if (locale === "fr") return __fr.nav_privacy(inputs)
	return __en.nav_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Nav_ProjectsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_projects = /** @type {((inputs?: Nav_ProjectsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ProjectsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_projects(inputs)
	if (locale === "fr") return __fr.nav_projects(inputs)
	return __en.nav_projects(inputs)
});
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Nav_ResourcesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_resources = /** @type {((inputs?: Nav_ResourcesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ResourcesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_resources(inputs)
	if (locale === "fr") return __fr.nav_resources(inputs)
	return __en.nav_resources(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_services = /** @type {((inputs?: Nav_ServicesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ServicesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_services(inputs)
	if (locale === "fr") return __fr.nav_services(inputs)
	return __en.nav_services(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Nav_TermsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_terms = /** @type {((inputs?: Nav_TermsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TermsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_terms(inputs)
	if (locale === "fr") return __fr.nav_terms(inputs)
	return __en.nav_terms(inputs)
});
/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Nav_TestsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_tests = /** @type {((inputs?: Nav_TestsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TestsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_tests(inputs)
	if (locale === "fr") return __fr.nav_tests(inputs)
	return __en.nav_tests(inputs)
});
/**
* | output |
* | --- |
* | "Training" |
*
* @param {Nav_TrainingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_training = /** @type {((inputs?: Nav_TrainingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TrainingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_training(inputs)
	if (locale === "fr") return __fr.nav_training(inputs)
	return __en.nav_training(inputs)
});
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Nav_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_tutorials = /** @type {((inputs?: Nav_TutorialsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TutorialsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.nav_tutorials(inputs)
	if (locale === "fr") return __fr.nav_tutorials(inputs)
	return __en.nav_tutorials(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_close_menu = /** @type {((inputs?: Shell_Close_MenuInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Close_MenuInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_close_menu(inputs)
	if (locale === "fr") return __fr.shell_close_menu(inputs)
	return __en.shell_close_menu(inputs)
});
/**
* | output |
* | --- |
* | "Community" |
*
* @param {Shell_Community_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_community_menu = /** @type {((inputs?: Shell_Community_MenuInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Community_MenuInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_community_menu(inputs)
	if (locale === "fr") return __fr.shell_community_menu(inputs)
	return __en.shell_community_menu(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Company_ColumnInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_company_column = /** @type {((inputs?: Shell_Company_ColumnInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Company_ColumnInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_company_column(inputs)
	if (locale === "fr") return __fr.shell_company_column(inputs)
	return __en.shell_company_column(inputs)
});
/**
* | output |
* | --- |
* | "Get In Touch" |
*
* @param {Shell_Get_In_TouchInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_get_in_touch = /** @type {((inputs?: Shell_Get_In_TouchInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Get_In_TouchInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_get_in_touch(inputs)
	if (locale === "fr") return __fr.shell_get_in_touch(inputs)
	return __en.shell_get_in_touch(inputs)
});
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link = /** @type {((inputs: Shell_Home_LinkInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Home_LinkInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_home_link(inputs)
	if (locale === "fr") return __fr.shell_home_link(inputs)
	return __en.shell_home_link(inputs)
});
/**
* | output |
* | --- |
* | "Legal" |
*
* @param {Shell_Legal_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_legal_nav = /** @type {((inputs?: Shell_Legal_NavInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Legal_NavInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_legal_nav(inputs)
	if (locale === "fr") return __fr.shell_legal_nav(inputs)
	return __en.shell_legal_nav(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Main_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_main_nav = /** @type {((inputs?: Shell_Main_NavInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Main_NavInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_main_nav(inputs)
	if (locale === "fr") return __fr.shell_main_nav(inputs)
	return __en.shell_main_nav(inputs)
});
/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Shell_Mobile_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_mobile_nav = /** @type {((inputs?: Shell_Mobile_NavInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Mobile_NavInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_mobile_nav(inputs)
	if (locale === "fr") return __fr.shell_mobile_nav(inputs)
	return __en.shell_mobile_nav(inputs)
});
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_open_menu = /** @type {((inputs?: Shell_Open_MenuInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Open_MenuInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_open_menu(inputs)
	if (locale === "fr") return __fr.shell_open_menu(inputs)
	return __en.shell_open_menu(inputs)
});
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Shell_Resources_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_resources_menu = /** @type {((inputs?: Shell_Resources_MenuInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Resources_MenuInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_resources_menu(inputs)
	if (locale === "fr") return __fr.shell_resources_menu(inputs)
	return __en.shell_resources_menu(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Shell_Services_ColumnInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_services_column = /** @type {((inputs?: Shell_Services_ColumnInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Services_ColumnInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_services_column(inputs)
	if (locale === "fr") return __fr.shell_services_column(inputs)
	return __en.shell_services_column(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_skip_to_content(inputs)
	if (locale === "fr") return __fr.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "{brand} on {network}" |
*
* @param {Shell_Social_LinkInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_social_link = /** @type {((inputs: Shell_Social_LinkInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Social_LinkInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_social_link(inputs)
	if (locale === "fr") return __fr.shell_social_link(inputs)
	return __en.shell_social_link(inputs)
});
/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Shell_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_social_media = /** @type {((inputs?: Shell_Social_MediaInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Social_MediaInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_social_media(inputs)
	if (locale === "fr") return __fr.shell_social_media(inputs)
	return __en.shell_social_media(inputs)
});
/**
* | output |
* | --- |
* | "Connecting businesses with skilled professionals across Rwanda." |
*
* @param {Shell_TaglineInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_tagline = /** @type {((inputs?: Shell_TaglineInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_TaglineInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.shell_tagline(inputs)
	if (locale === "fr") return __fr.shell_tagline(inputs)
	return __en.shell_tagline(inputs)
});