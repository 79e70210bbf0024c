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
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const language_suggestion_dismiss: (inputs: Language_Suggestion_DismissInputs) => LocalizedString;
export const language_suggestion_open: (inputs: Language_Suggestion_OpenInputs) => LocalizedString;
export const language_switcher_label: (inputs: Language_Switcher_LabelInputs) => LocalizedString;
export const nav_about: (inputs: Nav_AboutInputs) => LocalizedString;
export const nav_about_us: (inputs: Nav_About_UsInputs) => LocalizedString;
export const nav_advertising_experts: (inputs: Nav_Advertising_ExpertsInputs) => LocalizedString;
export const nav_all_resources: (inputs: Nav_All_ResourcesInputs) => LocalizedString;
export const nav_blog: (inputs: Nav_BlogInputs) => LocalizedString;
export const nav_competitions: (inputs: Nav_CompetitionsInputs) => LocalizedString;
export const nav_contact: (inputs: Nav_ContactInputs) => LocalizedString;
export const nav_content_creation: (inputs: Nav_Content_CreationInputs) => LocalizedString;
export const nav_cookies: (inputs: Nav_CookiesInputs) => LocalizedString;
export const nav_customer_stories: (inputs: Nav_Customer_StoriesInputs) => LocalizedString;
export const nav_digital_marketing: (inputs: Nav_Digital_MarketingInputs) => LocalizedString;
export const nav_docs: (inputs: Nav_DocsInputs) => LocalizedString;
export const nav_partners: (inputs: Nav_PartnersInputs) => LocalizedString;
export const nav_privacy: (inputs: Nav_PrivacyInputs) => LocalizedString;
export const nav_projects: (inputs: Nav_ProjectsInputs) => LocalizedString;
export const nav_resources: (inputs: Nav_ResourcesInputs) => LocalizedString;
export const nav_services: (inputs: Nav_ServicesInputs) => LocalizedString;
export const nav_terms: (inputs: Nav_TermsInputs) => LocalizedString;
export const nav_tests: (inputs: Nav_TestsInputs) => LocalizedString;
export const nav_training: (inputs: Nav_TrainingInputs) => LocalizedString;
export const nav_tutorials: (inputs: Nav_TutorialsInputs) => LocalizedString;
export const shell_close_menu: (inputs: Shell_Close_MenuInputs) => LocalizedString;
export const shell_community_menu: (inputs: Shell_Community_MenuInputs) => LocalizedString;
export const shell_company_column: (inputs: Shell_Company_ColumnInputs) => LocalizedString;
export const shell_get_in_touch: (inputs: Shell_Get_In_TouchInputs) => LocalizedString;
export const shell_home_link: (inputs: Shell_Home_LinkInputs) => LocalizedString;
export const shell_legal_nav: (inputs: Shell_Legal_NavInputs) => LocalizedString;
export const shell_main_nav: (inputs: Shell_Main_NavInputs) => LocalizedString;
export const shell_mobile_nav: (inputs: Shell_Mobile_NavInputs) => LocalizedString;
export const shell_open_menu: (inputs: Shell_Open_MenuInputs) => LocalizedString;
export const shell_resources_menu: (inputs: Shell_Resources_MenuInputs) => LocalizedString;
export const shell_services_column: (inputs: Shell_Services_ColumnInputs) => LocalizedString;
export const shell_skip_to_content: (inputs: Shell_Skip_To_ContentInputs) => LocalizedString;
export const shell_social_link: (inputs: Shell_Social_LinkInputs) => LocalizedString;
export const shell_social_media: (inputs: Shell_Social_MediaInputs) => LocalizedString;
export const shell_tagline: (inputs: Shell_TaglineInputs) => LocalizedString;
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
