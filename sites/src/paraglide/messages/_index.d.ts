/**
* | output |
* | --- |
* | "This page is also in English." |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion: ((inputs?: Language_SuggestionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SuggestionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No, thanks" |
*
* @param {Language_Suggestion_DismissInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_dismiss: ((inputs?: Language_Suggestion_DismissInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Suggestion_DismissInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read in English" |
*
* @param {Language_Suggestion_OpenInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_open: ((inputs?: Language_Suggestion_OpenInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Suggestion_OpenInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_Switcher_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_switcher_label: ((inputs?: Language_Switcher_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Switcher_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About" |
*
* @param {Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_about: ((inputs?: Nav_AboutInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_AboutInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Nav_About_UsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_about_us: ((inputs?: Nav_About_UsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_About_UsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Nav_Advertising_ExpertsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_advertising_experts: ((inputs?: Nav_Advertising_ExpertsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Advertising_ExpertsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All Resources" |
*
* @param {Nav_All_ResourcesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_all_resources: ((inputs?: Nav_All_ResourcesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_All_ResourcesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Nav_BlogInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_blog: ((inputs?: Nav_BlogInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_BlogInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_competitions: ((inputs?: Nav_CompetitionsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CompetitionsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Nav_ContactInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_contact: ((inputs?: Nav_ContactInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ContactInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Nav_Content_CreationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_content_creation: ((inputs?: Nav_Content_CreationInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Content_CreationInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cookie Policy" |
*
* @param {Nav_CookiesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_cookies: ((inputs?: Nav_CookiesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CookiesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer Stories" |
*
* @param {Nav_Customer_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_customer_stories: ((inputs?: Nav_Customer_StoriesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Customer_StoriesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Nav_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_digital_marketing: ((inputs?: Nav_Digital_MarketingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Digital_MarketingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Docs" |
*
* @param {Nav_DocsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_docs: ((inputs?: Nav_DocsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_DocsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Nav_PartnersInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_partners: ((inputs?: Nav_PartnersInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PartnersInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Nav_PrivacyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_privacy: ((inputs?: Nav_PrivacyInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PrivacyInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Nav_ProjectsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_projects: ((inputs?: Nav_ProjectsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ProjectsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Nav_ResourcesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_resources: ((inputs?: Nav_ResourcesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ResourcesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_services: ((inputs?: Nav_ServicesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ServicesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Nav_TermsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_terms: ((inputs?: Nav_TermsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_TermsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Nav_TestsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_tests: ((inputs?: Nav_TestsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_TestsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Training" |
*
* @param {Nav_TrainingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_training: ((inputs?: Nav_TrainingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_TrainingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Nav_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_tutorials: ((inputs?: Nav_TutorialsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_TutorialsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Shell_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_close_menu: ((inputs?: Shell_Close_MenuInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Close_MenuInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Community" |
*
* @param {Shell_Community_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_community_menu: ((inputs?: Shell_Community_MenuInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Community_MenuInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Company_ColumnInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_company_column: ((inputs?: Shell_Company_ColumnInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Company_ColumnInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Get In Touch" |
*
* @param {Shell_Get_In_TouchInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_get_in_touch: ((inputs?: Shell_Get_In_TouchInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Get_In_TouchInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Shell_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_home_link: ((inputs: Shell_Home_LinkInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Home_LinkInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Legal" |
*
* @param {Shell_Legal_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_legal_nav: ((inputs?: Shell_Legal_NavInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Legal_NavInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Main_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_main_nav: ((inputs?: Shell_Main_NavInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Main_NavInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Shell_Mobile_NavInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_mobile_nav: ((inputs?: Shell_Mobile_NavInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Mobile_NavInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Shell_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_open_menu: ((inputs?: Shell_Open_MenuInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Open_MenuInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Shell_Resources_MenuInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_resources_menu: ((inputs?: Shell_Resources_MenuInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Resources_MenuInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Shell_Services_ColumnInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_services_column: ((inputs?: Shell_Services_ColumnInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Services_ColumnInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} on {network}" |
*
* @param {Shell_Social_LinkInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_social_link: ((inputs: Shell_Social_LinkInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Social_LinkInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Shell_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_social_media: ((inputs?: Shell_Social_MediaInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Social_MediaInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting businesses with skilled professionals across Rwanda." |
*
* @param {Shell_TaglineInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_tagline: ((inputs?: Shell_TaglineInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_TaglineInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_SuggestionInputs = {};
export type Language_Suggestion_DismissInputs = {};
export type Language_Suggestion_OpenInputs = {};
export type Language_Switcher_LabelInputs = {};
export type Nav_AboutInputs = {};
export type Nav_About_UsInputs = {};
export type Nav_Advertising_ExpertsInputs = {};
export type Nav_All_ResourcesInputs = {};
export type Nav_BlogInputs = {};
export type Nav_CompetitionsInputs = {};
export type Nav_ContactInputs = {};
export type Nav_Content_CreationInputs = {};
export type Nav_CookiesInputs = {};
export type Nav_Customer_StoriesInputs = {};
export type Nav_Digital_MarketingInputs = {};
export type Nav_DocsInputs = {};
export type Nav_PartnersInputs = {};
export type Nav_PrivacyInputs = {};
export type Nav_ProjectsInputs = {};
export type Nav_ResourcesInputs = {};
export type Nav_ServicesInputs = {};
export type Nav_TermsInputs = {};
export type Nav_TestsInputs = {};
export type Nav_TrainingInputs = {};
export type Nav_TutorialsInputs = {};
export type Shell_Close_MenuInputs = {};
export type Shell_Community_MenuInputs = {};
export type Shell_Company_ColumnInputs = {};
export type Shell_Get_In_TouchInputs = {};
export type Shell_Home_LinkInputs = {
    brand: NonNullable<unknown>;
};
export type Shell_Legal_NavInputs = {};
export type Shell_Main_NavInputs = {};
export type Shell_Mobile_NavInputs = {};
export type Shell_Open_MenuInputs = {};
export type Shell_Resources_MenuInputs = {};
export type Shell_Services_ColumnInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_Social_LinkInputs = {
    brand: NonNullable<unknown>;
    network: NonNullable<unknown>;
};
export type Shell_Social_MediaInputs = {};
export type Shell_TaglineInputs = {};
