/* eslint-disable */
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


export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi paji iboneka no mu Kinyarwanda.`)
};

export const language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oya, murakoze`)
};

export const language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma mu Kinyarwanda`)
};

export const language_switcher_label = /** @type {(inputs: Language_Switcher_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ururimi`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo turi bo`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abo turi bo`)
};

export const nav_advertising_experts = /** @type {(inputs: Nav_Advertising_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzobere mu kwamamaza`)
};

export const nav_all_resources = /** @type {(inputs: Nav_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho zose`)
};

export const nav_blog = /** @type {(inputs: Nav_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogu`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa`)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

export const nav_content_creation = /** @type {(inputs: Nav_Content_CreationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo`)
};

export const nav_cookies = /** @type {(inputs: Nav_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiki ya kuki`)
};

export const nav_customer_stories = /** @type {(inputs: Nav_Customer_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru z'abakiriya`)
};

export const nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi`)
};

export const nav_docs = /** @type {(inputs: Nav_DocsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko`)
};

export const nav_partners = /** @type {(inputs: Nav_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa`)
};

export const nav_privacy = /** @type {(inputs: Nav_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politiki y'ibanga`)
};

export const nav_projects = /** @type {(inputs: Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga`)
};

export const nav_resources = /** @type {(inputs: Nav_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi`)
};

export const nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amabwiriza y'imikoreshereze`)
};

export const nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini`)
};

export const nav_training = /** @type {(inputs: Nav_TrainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa`)
};

export const nav_tutorials = /** @type {(inputs: Nav_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo`)
};

export const shell_close_menu = /** @type {(inputs: Shell_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga urutonde`)
};

export const shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umuryango`)
};

export const shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikigo`)
};

export const shell_get_in_touch = /** @type {(inputs: Shell_Get_In_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ahabanza ha ${i?.brand}`)
};

export const shell_legal_nav = /** @type {(inputs: Shell_Legal_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amategeko`)
};

export const shell_main_nav = /** @type {(inputs: Shell_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikuru`)
};

export const shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefoni`)
};

export const shell_open_menu = /** @type {(inputs: Shell_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungura urutonde`)
};

export const shell_resources_menu = /** @type {(inputs: Shell_Resources_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho`)
};

export const shell_services_column = /** @type {(inputs: Shell_Services_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jya ku bikubiyemo`)
};

export const shell_social_link = /** @type {(inputs: Shell_Social_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} kuri ${i?.network}`)
};

export const shell_social_media = /** @type {(inputs: Shell_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imbuga nkoranyambaga`)
};

export const shell_tagline = /** @type {(inputs: Shell_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duhuza ibigo n'abanyamwuga b'inzobere mu Rwanda hose.`)
};