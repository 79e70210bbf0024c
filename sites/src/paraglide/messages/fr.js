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
	return /** @type {LocalizedString} */ (`Cette page existe aussi en français.`)
};

export const language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non merci`)
};

export const language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire en français`)
};

export const language_switcher_label = /** @type {(inputs: Language_Switcher_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sommes-nous`)
};

export const nav_advertising_experts = /** @type {(inputs: Nav_Advertising_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts en publicité`)
};

export const nav_all_resources = /** @type {(inputs: Nav_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les ressources`)
};

export const nav_blog = /** @type {(inputs: Nav_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concours`)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const nav_content_creation = /** @type {(inputs: Nav_Content_CreationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu`)
};

export const nav_cookies = /** @type {(inputs: Nav_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique relative aux cookies`)
};

export const nav_customer_stories = /** @type {(inputs: Nav_Customer_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoignages clients`)
};

export const nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital`)
};

export const nav_docs = /** @type {(inputs: Nav_DocsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation`)
};

export const nav_partners = /** @type {(inputs: Nav_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaires`)
};

export const nav_privacy = /** @type {(inputs: Nav_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const nav_projects = /** @type {(inputs: Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projets`)
};

export const nav_resources = /** @type {(inputs: Nav_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ressources`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

export const nav_training = /** @type {(inputs: Nav_TrainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations`)
};

export const nav_tutorials = /** @type {(inputs: Nav_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

export const shell_close_menu = /** @type {(inputs: Shell_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté`)
};

export const shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

export const shell_get_in_touch = /** @type {(inputs: Shell_Get_In_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accueil ${i?.brand}`)
};

export const shell_legal_nav = /** @type {(inputs: Shell_Legal_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales`)
};

export const shell_main_nav = /** @type {(inputs: Shell_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principale`)
};

export const shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const shell_open_menu = /** @type {(inputs: Shell_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le menu`)
};

export const shell_resources_menu = /** @type {(inputs: Shell_Resources_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ressources`)
};

export const shell_services_column = /** @type {(inputs: Shell_Services_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};

export const shell_social_link = /** @type {(inputs: Shell_Social_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} sur ${i?.network}`)
};

export const shell_social_media = /** @type {(inputs: Shell_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseaux sociaux`)
};

export const shell_tagline = /** @type {(inputs: Shell_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous mettons les entreprises en relation avec des professionnels qualifiés partout au Rwanda.`)
};