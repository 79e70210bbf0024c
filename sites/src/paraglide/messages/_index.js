/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ brand: NonNullable<unknown> }} About_DescriptionInputs */
/** @typedef {{}} About_Discipline_AdminInputs */
/** @typedef {{}} About_Discipline_AdvertisingInputs */
/** @typedef {{}} About_Discipline_ContentInputs */
/** @typedef {{}} About_Discipline_MarketingInputs */
/** @typedef {{}} About_Discipline_ProtocolInputs */
/** @typedef {{}} About_Discipline_TranslationInputs */
/** @typedef {{ brand: NonNullable<unknown> }} About_HeroInputs */
/** @typedef {{}} About_MissionInputs */
/** @typedef {{}} About_TeamInputs */
/** @typedef {{}} About_Team_IntroInputs */
/** @typedef {{}} About_What_We_DoInputs */
/** @typedef {{}} Apply_NowInputs */
/** @typedef {{ service: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown> }} Appointment_In_WordsInputs */
/** @typedef {{}} Back_To_HomeInputs */
/** @typedef {{}} Blog_All_CategoriesInputs */
/** @typedef {{}} Blog_Empty_TextInputs */
/** @typedef {{}} Blog_Empty_TitleInputs */
/** @typedef {{}} Blog_Filter_LabelInputs */
/** @typedef {{}} Blog_Latest_PostsInputs */
/** @typedef {{}} Blog_Loading_PostInputs */
/** @typedef {{}} Blog_Loading_PostsInputs */
/** @typedef {{}} Blog_Post_Not_FoundInputs */
/** @typedef {{}} Blog_Post_Not_Found_DescriptionInputs */
/** @typedef {{}} Blog_Return_To_ListInputs */
/** @typedef {{}} Book_A_ProfessionalInputs */
/** @typedef {{}} Book_NowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Book_Now_ForInputs */
/** @typedef {{}} Booking_Service_AdminInputs */
/** @typedef {{}} Booking_Service_AdvertisingInputs */
/** @typedef {{}} Booking_Service_ContentInputs */
/** @typedef {{}} Booking_Service_MarketingInputs */
/** @typedef {{}} Booking_Service_OthersInputs */
/** @typedef {{}} Booking_Service_ProtocolInputs */
/** @typedef {{}} Booking_Service_TranslationInputs */
/** @typedef {{}} Booking_Success_ContentInputs */
/** @typedef {{}} Booking_Success_TitleInputs */
/** @typedef {{}} Booking_TitleInputs */
/** @typedef {{}} BreadcrumbInputs */
/** @typedef {{}} CloseInputs */
/** @typedef {{}} Competitions_UpcomingInputs */
/** @typedef {{}} Confirm_Code_InvalidInputs */
/** @typedef {{}} Confirm_Code_SendingInputs */
/** @typedef {{}} Confirm_Code_SubmitInputs */
/** @typedef {{}} Consultation_Add_To_CalendarInputs */
/** @typedef {{}} Consultation_BookInputs */
/** @typedef {{}} Consultation_Code_LabelInputs */
/** @typedef {{}} Consultation_ConfirmingInputs */
/** @typedef {{}} Consultation_Email_ConfirmedInputs */
/** @typedef {{}} Consultation_HeadingInputs */
/** @typedef {{ appointment: NonNullable<unknown>, email: NonNullable<unknown> }} Consultation_HoldingInputs */
/** @typedef {{}} Consultation_IntroInputs */
/** @typedef {{}} Consultation_Not_ConfirmedInputs */
/** @typedef {{}} Consultation_Once_ConfirmedInputs */
/** @typedef {{}} Consultation_Pending_Until_TeamInputs */
/** @typedef {{}} Consultation_ReceivedInputs */
/** @typedef {{}} Consultation_Reschedule_Or_CancelInputs */
/** @typedef {{}} Consultation_SubmitInputs */
/** @typedef {{}} Consultation_SubmittingInputs */
/** @typedef {{}} Consultation_Thanks_PendingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Contact_Chat_WhatsappInputs */
/** @typedef {{}} Contact_Details_HeadingInputs */
/** @typedef {{}} Contact_OfficeInputs */
/** @typedef {{}} Contact_Office_HoursInputs */
/** @typedef {{}} Contact_WhatsappInputs */
/** @typedef {{}} Courses_Empty_TextInputs */
/** @typedef {{}} Courses_Empty_TitleInputs */
/** @typedef {{}} Cta_HeadingInputs */
/** @typedef {{}} Cta_TextInputs */
/** @typedef {{ query: NonNullable<unknown> }} Docs_No_MatchInputs */
/** @typedef {{}} Docs_Search_LabelInputs */
/** @typedef {{}} Docs_Search_PlaceholderInputs */
/** @typedef {{}} Docs_TutorialsInputs */
/** @typedef {{}} Enroll_CompleteInputs */
/** @typedef {{}} Enroll_ContinueInputs */
/** @typedef {{}} Enroll_NowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Enroll_Now_CourseInputs */
/** @typedef {{}} Enroll_Paid_By_CardInputs */
/** @typedef {{}} Enroll_Pay_LaterInputs */
/** @typedef {{}} Enroll_ProcessingInputs */
/** @typedef {{}} Enroll_Step_DetailsInputs */
/** @typedef {{}} Enroll_Step_DoneInputs */
/** @typedef {{}} Enroll_Step_PaymentInputs */
/** @typedef {{}} Enroll_SuccessInputs */
/** @typedef {{ title: NonNullable<unknown> }} Enroll_ThanksInputs */
/** @typedef {{ title: NonNullable<unknown> }} Enroll_TitleInputs */
/** @typedef {{ prize: NonNullable<unknown> }} Event_PrizeInputs */
/** @typedef {{}} Event_RegisterInputs */
/** @typedef {{ title: NonNullable<unknown> }} Event_Register_ForInputs */
/** @typedef {{}} Events_Empty_TextInputs */
/** @typedef {{}} Events_Empty_TitleInputs */
/** @typedef {{}} Events_LoadingInputs */
/** @typedef {{}} Exam_AgainInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Exam_Answer_IsInputs */
/** @typedef {{}} Exam_CorrectInputs */
/** @typedef {{ count: NonNullable<unknown>, title: NonNullable<unknown> }} Exam_DescriptionInputs */
/** @typedef {{}} Exam_ExplainedInputs */
/** @typedef {{ level: NonNullable<unknown> }} Exam_EyebrowInputs */
/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown> }} Exam_ScoreInputs */
/** @typedef {{}} Exam_SubmitInputs */
/** @typedef {{ count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Exam_SubtitleInputs */
/** @typedef {{}} Field_Choose_ServiceInputs */
/** @typedef {{}} Field_Country_CodeInputs */
/** @typedef {{}} Field_DateInputs */
/** @typedef {{}} Field_EmailInputs */
/** @typedef {{}} Field_MessageInputs */
/** @typedef {{}} Field_NameInputs */
/** @typedef {{}} Field_PhoneInputs */
/** @typedef {{}} Field_Project_PlaceholderInputs */
/** @typedef {{}} Field_ServiceInputs */
/** @typedef {{}} Floating_Book_CloseInputs */
/** @typedef {{}} Floating_Book_LabelInputs */
/** @typedef {{}} Floating_Book_TextInputs */
/** @typedef {{}} Floating_Book_TitleInputs */
/** @typedef {{}} Form_LoadingInputs */
/** @typedef {{}} Hero_Learn_MoreInputs */
/** @typedef {{}} Hero_SubtitleInputs */
/** @typedef {{}} Hero_TitleInputs */
/** @typedef {{}} Hero_View_ServicesInputs */
/** @typedef {{}} Home_DescriptionInputs */
/** @typedef {{}} Home_Services_HeadingInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} How_We_Work_GuideInputs */
/** @typedef {{}} How_We_Work_HeadingInputs */
/** @typedef {{}} How_We_Work_IntroInputs */
/** @typedef {{ brand: NonNullable<unknown> }} How_We_Work_VideoInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{}} Language_Suggestion_DismissInputs */
/** @typedef {{}} Language_Suggestion_OpenInputs */
/** @typedef {{}} Language_Switcher_LabelInputs */
/** @typedef {{}} Legal_Last_UpdatedInputs */
/** @typedef {{ subject: NonNullable<unknown> }} List_FailedInputs */
/** @typedef {{ subject: NonNullable<unknown> }} List_LoadingInputs */
/** @typedef {{}} List_Subject_CoursesInputs */
/** @typedef {{}} List_Subject_StoriesInputs */
/** @typedef {{}} List_Subject_TeamInputs */
/** @typedef {{}} Manage_CancelInputs */
/** @typedef {{}} Manage_Cancel_MineInputs */
/** @typedef {{}} Manage_Cancel_QuestionInputs */
/** @typedef {{}} Manage_CancelledInputs */
/** @typedef {{}} Manage_HeadingInputs */
/** @typedef {{}} Manage_KeepInputs */
/** @typedef {{}} Manage_LoadingInputs */
/** @typedef {{}} Manage_MovedInputs */
/** @typedef {{}} Manage_ReleasedInputs */
/** @typedef {{}} Manage_RescheduleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Manage_StatusInputs */
/** @typedef {{}} Manage_Yes_CancelInputs */
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
/** @typedef {{}} Office_Hours_FailedInputs */
/** @typedef {{}} Office_Hours_LoadingInputs */
/** @typedef {{}} Page_About_TitleInputs */
/** @typedef {{}} Page_Blog_List_DescriptionInputs */
/** @typedef {{}} Page_Blog_List_SubtitleInputs */
/** @typedef {{}} Page_Blog_List_TitleInputs */
/** @typedef {{}} Page_Blog_List_Title2Inputs */
/** @typedef {{}} Page_Competitions_DescriptionInputs */
/** @typedef {{}} Page_Competitions_SubtitleInputs */
/** @typedef {{}} Page_Competitions_TitleInputs */
/** @typedef {{}} Page_Competitions_Title2Inputs */
/** @typedef {{}} Page_Consultation_Confirm_DescriptionInputs */
/** @typedef {{}} Page_Consultation_Confirm_SubtitleInputs */
/** @typedef {{}} Page_Consultation_Confirm_TitleInputs */
/** @typedef {{}} Page_Consultation_Manage_DescriptionInputs */
/** @typedef {{}} Page_Consultation_Manage_SubtitleInputs */
/** @typedef {{}} Page_Consultation_Manage_TitleInputs */
/** @typedef {{}} Page_Contact_DescriptionInputs */
/** @typedef {{}} Page_Contact_SubtitleInputs */
/** @typedef {{}} Page_Contact_TitleInputs */
/** @typedef {{}} Page_Contact_Title2Inputs */
/** @typedef {{}} Page_Customer_Stories_DescriptionInputs */
/** @typedef {{}} Page_Customer_Stories_SubtitleInputs */
/** @typedef {{}} Page_Customer_Stories_TextInputs */
/** @typedef {{}} Page_Customer_Stories_TitleInputs */
/** @typedef {{}} Page_Customer_Stories_Title2Inputs */
/** @typedef {{}} Page_Docs_DescriptionInputs */
/** @typedef {{}} Page_Docs_SubtitleInputs */
/** @typedef {{}} Page_Docs_TitleInputs */
/** @typedef {{}} Page_Partners_DescriptionInputs */
/** @typedef {{}} Page_Partners_EyebrowInputs */
/** @typedef {{}} Page_Partners_SubtitleInputs */
/** @typedef {{}} Page_Partners_TitleInputs */
/** @typedef {{}} Page_Partners_Title2Inputs */
/** @typedef {{}} Page_Projects_DescriptionInputs */
/** @typedef {{}} Page_Projects_SubtitleInputs */
/** @typedef {{}} Page_Projects_TitleInputs */
/** @typedef {{}} Page_Projects_Title2Inputs */
/** @typedef {{}} Page_Resources_DescriptionInputs */
/** @typedef {{}} Page_Resources_SubtitleInputs */
/** @typedef {{}} Page_Resources_TitleInputs */
/** @typedef {{}} Page_Services_DescriptionInputs */
/** @typedef {{}} Page_Services_SubtitleInputs */
/** @typedef {{}} Page_Services_TitleInputs */
/** @typedef {{}} Page_Services_Title2Inputs */
/** @typedef {{}} Page_Tests_DescriptionInputs */
/** @typedef {{}} Page_Tests_SubtitleInputs */
/** @typedef {{}} Page_Tests_TitleInputs */
/** @typedef {{}} Page_Tests_Title2Inputs */
/** @typedef {{}} Page_Training_DescriptionInputs */
/** @typedef {{}} Page_Training_SubtitleInputs */
/** @typedef {{}} Page_Training_TitleInputs */
/** @typedef {{}} Page_Training_Title2Inputs */
/** @typedef {{}} Page_Tutorials_DescriptionInputs */
/** @typedef {{}} Page_Tutorials_SubtitleInputs */
/** @typedef {{}} Page_Tutorials_TitleInputs */
/** @typedef {{}} Partner_CompanyInputs */
/** @typedef {{}} Partner_Message_PlaceholderInputs */
/** @typedef {{}} Partner_SubmitInputs */
/** @typedef {{}} Partner_Success_ContentInputs */
/** @typedef {{}} Partner_Success_TitleInputs */
/** @typedef {{}} Partner_TitleInputs */
/** @typedef {{}} Partners_OursInputs */
/** @typedef {{}} Partners_WhyInputs */
/** @typedef {{}} Payments_OffInputs */
/** @typedef {{ title: NonNullable<unknown> }} Post_Booking_MessageInputs */
/** @typedef {{}} Post_Next_StepsInputs */
/** @typedef {{}} Post_Read_NextInputs */
/** @typedef {{}} Post_Want_ResultsInputs */
/** @typedef {{}} Professionals_HeadingInputs */
/** @typedef {{}} Professionals_Load_ErrorInputs */
/** @typedef {{}} Project_AllInputs */
/** @typedef {{}} Project_Book_LikeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Project_Booking_MessageInputs */
/** @typedef {{}} Project_ClientInputs */
/** @typedef {{}} Project_CompletedInputs */
/** @typedef {{}} Project_GalleryInputs */
/** @typedef {{}} Project_HeroInputs */
/** @typedef {{ title: NonNullable<unknown>, client: NonNullable<unknown> }} Project_Image_AltInputs */
/** @typedef {{}} Project_LoadingInputs */
/** @typedef {{}} Project_SkillsInputs */
/** @typedef {{}} Project_TeamInputs */
/** @typedef {{ title: NonNullable<unknown> }} Project_VideoInputs */
/** @typedef {{}} Projects_Empty_TextInputs */
/** @typedef {{}} Projects_Empty_TitleInputs */
/** @typedef {{}} Projects_HeadingInputs */
/** @typedef {{}} Projects_List_LabelInputs */
/** @typedef {{}} Projects_LoadingInputs */
/** @typedef {{}} Registration_Company_CodeInputs */
/** @typedef {{}} Registration_HeadingInputs */
/** @typedef {{}} Registration_Legal_NameInputs */
/** @typedef {{}} Registration_RegistryInputs */
/** @typedef {{}} Registration_Tax_IdInputs */
/** @typedef {{}} Reschedule_Date_LabelInputs */
/** @typedef {{}} Reschedule_MovingInputs */
/** @typedef {{}} Reschedule_No_TimeInputs */
/** @typedef {{}} Reschedule_SubmitInputs */
/** @typedef {{}} Reschedule_Time_LabelInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{ title: NonNullable<unknown> }} Service_FeaturesInputs */
/** @typedef {{}} Services_EmptyInputs */
/** @typedef {{}} Services_IntroInputs */
/** @typedef {{}} Services_LoadingInputs */
/** @typedef {{}} Services_Offer_HeadingInputs */
/** @typedef {{}} Share_On_WhatsappInputs */
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
/** @typedef {{}} Slot_Choose_Date_FirstInputs */
/** @typedef {{}} Slot_ClosedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Slot_Closed_BecauseInputs */
/** @typedef {{}} Slot_Day_BookedInputs */
/** @typedef {{}} Slot_Looking_UpInputs */
/** @typedef {{}} Slot_Lookup_FailedInputs */
/** @typedef {{}} Slot_None_LeftInputs */
/** @typedef {{}} Slot_Time_LabelInputs */
/** @typedef {{}} Static_Advertising_DescriptionInputs */
/** @typedef {{}} Static_Advertising_DisplayInputs */
/** @typedef {{}} Static_Advertising_OptimizationInputs */
/** @typedef {{}} Static_Advertising_PpcInputs */
/** @typedef {{}} Static_Advertising_TitleInputs */
/** @typedef {{}} Static_Content_DescriptionInputs */
/** @typedef {{}} Static_Content_DesignInputs */
/** @typedef {{}} Static_Content_PhotoInputs */
/** @typedef {{}} Static_Content_TitleInputs */
/** @typedef {{}} Static_Content_VideoInputs */
/** @typedef {{}} Static_Marketing_AnalyticsInputs */
/** @typedef {{}} Static_Marketing_ContentInputs */
/** @typedef {{}} Static_Marketing_DescriptionInputs */
/** @typedef {{}} Static_Marketing_SocialInputs */
/** @typedef {{}} Static_Marketing_TitleInputs */
/** @typedef {{}} Stories_Booking_MessageInputs */
/** @typedef {{}} Stories_NextInputs */
/** @typedef {{}} Stories_StartInputs */
/** @typedef {{}} Stripe_CardInputs */
/** @typedef {{}} Stripe_Load_FailedInputs */
/** @typedef {{}} Stripe_LoadingInputs */
/** @typedef {{}} Stripe_UnavailableInputs */
/** @typedef {{}} SubmitInputs */
/** @typedef {{}} SubmittingInputs */
/** @typedef {{}} Team_Empty_TextInputs */
/** @typedef {{}} Team_Empty_TitleInputs */
/** @typedef {{}} Testimonials_EmptyInputs */
/** @typedef {{}} Testimonials_HeadingInputs */
/** @typedef {{}} Testimonials_Load_ErrorInputs */
/** @typedef {{}} Testimonials_LoadingInputs */
/** @typedef {{}} Tests_AvailableInputs */
/** @typedef {{}} Training_CoursesInputs */
/** @typedef {{ number: NonNullable<unknown>, title: NonNullable<unknown> }} Tutorial_LessonInputs */
/** @typedef {{ description: NonNullable<unknown>, count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Tutorial_SubtitleInputs */
/** @typedef {{}} Tutorials_AllInputs */
import * as __en from "./en.js"
import * as __rw from "./rw.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "Who {brand} is: our mission, the professionals on our team, our Kigali office and our company registration." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_description = /** @type {((inputs: About_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_description(inputs)
	if (locale === "fr") return __fr.about_description(inputs)
	return __en.about_description(inputs)
});
/**
* | output |
* | --- |
* | "Administrative support for events and projects" |
*
* @param {About_Discipline_AdminInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_admin = /** @type {((inputs?: About_Discipline_AdminInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_AdminInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_admin(inputs)
	if (locale === "fr") return __fr.about_discipline_admin(inputs)
	return __en.about_discipline_admin(inputs)
});
/**
* | output |
* | --- |
* | "Advertising: campaigns on Meta, Google and display networks" |
*
* @param {About_Discipline_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_advertising = /** @type {((inputs?: About_Discipline_AdvertisingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_AdvertisingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_advertising(inputs)
	if (locale === "fr") return __fr.about_discipline_advertising(inputs)
	return __en.about_discipline_advertising(inputs)
});
/**
* | output |
* | --- |
* | "Content creation: photography, design and video" |
*
* @param {About_Discipline_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_content = /** @type {((inputs?: About_Discipline_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_content(inputs)
	if (locale === "fr") return __fr.about_discipline_content(inputs)
	return __en.about_discipline_content(inputs)
});
/**
* | output |
* | --- |
* | "Digital marketing: social media, search and e-mail" |
*
* @param {About_Discipline_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_marketing = /** @type {((inputs?: About_Discipline_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_marketing(inputs)
	if (locale === "fr") return __fr.about_discipline_marketing(inputs)
	return __en.about_discipline_marketing(inputs)
});
/**
* | output |
* | --- |
* | "Event protocol: delegations, seating and ceremonies" |
*
* @param {About_Discipline_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_protocol = /** @type {((inputs?: About_Discipline_ProtocolInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_ProtocolInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_protocol(inputs)
	if (locale === "fr") return __fr.about_discipline_protocol(inputs)
	return __en.about_discipline_protocol(inputs)
});
/**
* | output |
* | --- |
* | "Translation and interpretation in Kinyarwanda, English, French and Swahili" |
*
* @param {About_Discipline_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_translation = /** @type {((inputs?: About_Discipline_TranslationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_TranslationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_discipline_translation(inputs)
	if (locale === "fr") return __fr.about_discipline_translation(inputs)
	return __en.about_discipline_translation(inputs)
});
/**
* | output |
* | --- |
* | "About {brand}" |
*
* @param {About_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_hero = /** @type {((inputs: About_HeroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_HeroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_hero(inputs)
	if (locale === "fr") return __fr.about_hero(inputs)
	return __en.about_hero(inputs)
});
/**
* | output |
* | --- |
* | "Our Mission" |
*
* @param {About_MissionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_mission = /** @type {((inputs?: About_MissionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_MissionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_mission(inputs)
	if (locale === "fr") return __fr.about_mission(inputs)
	return __en.about_mission(inputs)
});
/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {About_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team = /** @type {((inputs?: About_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_team(inputs)
	if (locale === "fr") return __fr.about_team(inputs)
	return __en.about_team(inputs)
});
/**
* | output |
* | --- |
* | "The professionals clients work with on every project." |
*
* @param {About_Team_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team_intro = /** @type {((inputs?: About_Team_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_team_intro(inputs)
	if (locale === "fr") return __fr.about_team_intro(inputs)
	return __en.about_team_intro(inputs)
});
/**
* | output |
* | --- |
* | "What We Do" |
*
* @param {About_What_We_DoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_what_we_do = /** @type {((inputs?: About_What_We_DoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_We_DoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.about_what_we_do(inputs)
	if (locale === "fr") return __fr.about_what_we_do(inputs)
	return __en.about_what_we_do(inputs)
});
/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Apply_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_now = /** @type {((inputs?: Apply_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.apply_now(inputs)
	if (locale === "fr") return __fr.apply_now(inputs)
	return __en.apply_now(inputs)
});
/**
* | output |
* | --- |
* | "{service} on {date} at {time} (Kigali time)" |
*
* @param {Appointment_In_WordsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const appointment_in_words = /** @type {((inputs: Appointment_In_WordsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appointment_In_WordsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.appointment_in_words(inputs)
	if (locale === "fr") return __fr.appointment_in_words(inputs)
	return __en.appointment_in_words(inputs)
});
/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const back_to_home = /** @type {((inputs?: Back_To_HomeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Back_To_HomeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.back_to_home(inputs)
	if (locale === "fr") return __fr.back_to_home(inputs)
	return __en.back_to_home(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Blog_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_all_categories = /** @type {((inputs?: Blog_All_CategoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_All_CategoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_all_categories(inputs)
	if (locale === "fr") return __fr.blog_all_categories(inputs)
	return __en.blog_all_categories(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon for new content" |
*
* @param {Blog_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_empty_text = /** @type {((inputs?: Blog_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_empty_text(inputs)
	if (locale === "fr") return __fr.blog_empty_text(inputs)
	return __en.blog_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No Blog Posts Yet" |
*
* @param {Blog_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_empty_title = /** @type {((inputs?: Blog_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_empty_title(inputs)
	if (locale === "fr") return __fr.blog_empty_title(inputs)
	return __en.blog_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Filter posts by category" |
*
* @param {Blog_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_filter_label = /** @type {((inputs?: Blog_Filter_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Filter_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_filter_label(inputs)
	if (locale === "fr") return __fr.blog_filter_label(inputs)
	return __en.blog_filter_label(inputs)
});
/**
* | output |
* | --- |
* | "Latest Posts" |
*
* @param {Blog_Latest_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_latest_posts = /** @type {((inputs?: Blog_Latest_PostsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Latest_PostsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_latest_posts(inputs)
	if (locale === "fr") return __fr.blog_latest_posts(inputs)
	return __en.blog_latest_posts(inputs)
});
/**
* | output |
* | --- |
* | "Loading blog post..." |
*
* @param {Blog_Loading_PostInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_post = /** @type {((inputs?: Blog_Loading_PostInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Loading_PostInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_loading_post(inputs)
	if (locale === "fr") return __fr.blog_loading_post(inputs)
	return __en.blog_loading_post(inputs)
});
/**
* | output |
* | --- |
* | "Loading blog posts..." |
*
* @param {Blog_Loading_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_posts = /** @type {((inputs?: Blog_Loading_PostsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Loading_PostsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_loading_posts(inputs)
	if (locale === "fr") return __fr.blog_loading_posts(inputs)
	return __en.blog_loading_posts(inputs)
});
/**
* | output |
* | --- |
* | "Blog post not found" |
*
* @param {Blog_Post_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found = /** @type {((inputs?: Blog_Post_Not_FoundInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Post_Not_FoundInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_post_not_found(inputs)
	if (locale === "fr") return __fr.blog_post_not_found(inputs)
	return __en.blog_post_not_found(inputs)
});
/**
* | output |
* | --- |
* | "This blog post does not exist." |
*
* @param {Blog_Post_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found_description = /** @type {((inputs?: Blog_Post_Not_Found_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Post_Not_Found_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_post_not_found_description(inputs)
	if (locale === "fr") return __fr.blog_post_not_found_description(inputs)
	return __en.blog_post_not_found_description(inputs)
});
/**
* | output |
* | --- |
* | "Return to Blog List" |
*
* @param {Blog_Return_To_ListInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_return_to_list = /** @type {((inputs?: Blog_Return_To_ListInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Return_To_ListInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.blog_return_to_list(inputs)
	if (locale === "fr") return __fr.blog_return_to_list(inputs)
	return __en.blog_return_to_list(inputs)
});
/**
* | output |
* | --- |
* | "Book a Professional" |
*
* @param {Book_A_ProfessionalInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_a_professional = /** @type {((inputs?: Book_A_ProfessionalInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_A_ProfessionalInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.book_a_professional(inputs)
	if (locale === "fr") return __fr.book_a_professional(inputs)
	return __en.book_a_professional(inputs)
});
/**
* | output |
* | --- |
* | "Book Now" |
*
* @param {Book_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now = /** @type {((inputs?: Book_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.book_now(inputs)
	if (locale === "fr") return __fr.book_now(inputs)
	return __en.book_now(inputs)
});
/**
* | output |
* | --- |
* | "Book Now: {title}" |
*
* @param {Book_Now_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now_for = /** @type {((inputs: Book_Now_ForInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Now_ForInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.book_now_for(inputs)
	if (locale === "fr") return __fr.book_now_for(inputs)
	return __en.book_now_for(inputs)
});
/**
* | output |
* | --- |
* | "Administrative Support (Assistance)" |
*
* @param {Booking_Service_AdminInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_admin = /** @type {((inputs?: Booking_Service_AdminInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_AdminInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_admin(inputs)
	if (locale === "fr") return __fr.booking_service_admin(inputs)
	return __en.booking_service_admin(inputs)
});
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Booking_Service_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_advertising = /** @type {((inputs?: Booking_Service_AdvertisingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_AdvertisingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_advertising(inputs)
	if (locale === "fr") return __fr.booking_service_advertising(inputs)
	return __en.booking_service_advertising(inputs)
});
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Booking_Service_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_content = /** @type {((inputs?: Booking_Service_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_content(inputs)
	if (locale === "fr") return __fr.booking_service_content(inputs)
	return __en.booking_service_content(inputs)
});
/**
* | output |
* | --- |
* | "Marketing Agents" |
*
* @param {Booking_Service_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_marketing = /** @type {((inputs?: Booking_Service_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_marketing(inputs)
	if (locale === "fr") return __fr.booking_service_marketing(inputs)
	return __en.booking_service_marketing(inputs)
});
/**
* | output |
* | --- |
* | "Others" |
*
* @param {Booking_Service_OthersInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_others = /** @type {((inputs?: Booking_Service_OthersInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_OthersInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_others(inputs)
	if (locale === "fr") return __fr.booking_service_others(inputs)
	return __en.booking_service_others(inputs)
});
/**
* | output |
* | --- |
* | "Event Protocols" |
*
* @param {Booking_Service_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_protocol = /** @type {((inputs?: Booking_Service_ProtocolInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_ProtocolInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_protocol(inputs)
	if (locale === "fr") return __fr.booking_service_protocol(inputs)
	return __en.booking_service_protocol(inputs)
});
/**
* | output |
* | --- |
* | "Translation Services" |
*
* @param {Booking_Service_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_translation = /** @type {((inputs?: Booking_Service_TranslationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Service_TranslationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_service_translation(inputs)
	if (locale === "fr") return __fr.booking_service_translation(inputs)
	return __en.booking_service_translation(inputs)
});
/**
* | output |
* | --- |
* | "Thank you, your request is received. Our team reviews it and e-mails you once your booking is confirmed." |
*
* @param {Booking_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_success_content = /** @type {((inputs?: Booking_Success_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_success_content(inputs)
	if (locale === "fr") return __fr.booking_success_content(inputs)
	return __en.booking_success_content(inputs)
});
/**
* | output |
* | --- |
* | "Booking Submitted!" |
*
* @param {Booking_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_success_title = /** @type {((inputs?: Booking_Success_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_success_title(inputs)
	if (locale === "fr") return __fr.booking_success_title(inputs)
	return __en.booking_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Let's Talk!" |
*
* @param {Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_title = /** @type {((inputs?: Booking_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.booking_title(inputs)
	if (locale === "fr") return __fr.booking_title(inputs)
	return __en.booking_title(inputs)
});
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const breadcrumb = /** @type {((inputs?: BreadcrumbInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<BreadcrumbInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.breadcrumb(inputs)
	if (locale === "fr") return __fr.breadcrumb(inputs)
	return __en.breadcrumb(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {CloseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const close = /** @type {((inputs?: CloseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CloseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.close(inputs)
	if (locale === "fr") return __fr.close(inputs)
	return __en.close(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Competitions_UpcomingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competitions_upcoming = /** @type {((inputs?: Competitions_UpcomingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competitions_UpcomingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.competitions_upcoming(inputs)
	if (locale === "fr") return __fr.competitions_upcoming(inputs)
	return __en.competitions_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Enter the six digits from the e-mail." |
*
* @param {Confirm_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_invalid = /** @type {((inputs?: Confirm_Code_InvalidInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Code_InvalidInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.confirm_code_invalid(inputs)
	if (locale === "fr") return __fr.confirm_code_invalid(inputs)
	return __en.confirm_code_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Confirm_Code_SendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_sending = /** @type {((inputs?: Confirm_Code_SendingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Code_SendingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.confirm_code_sending(inputs)
	if (locale === "fr") return __fr.confirm_code_sending(inputs)
	return __en.confirm_code_sending(inputs)
});
/**
* | output |
* | --- |
* | "Confirm e-mail" |
*
* @param {Confirm_Code_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_submit = /** @type {((inputs?: Confirm_Code_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Code_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.confirm_code_submit(inputs)
	if (locale === "fr") return __fr.confirm_code_submit(inputs)
	return __en.confirm_code_submit(inputs)
});
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Consultation_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_add_to_calendar = /** @type {((inputs?: Consultation_Add_To_CalendarInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Add_To_CalendarInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_add_to_calendar(inputs)
	if (locale === "fr") return __fr.consultation_add_to_calendar(inputs)
	return __en.consultation_add_to_calendar(inputs)
});
/**
* | output |
* | --- |
* | "Book a consultation" |
*
* @param {Consultation_BookInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_book = /** @type {((inputs?: Consultation_BookInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_BookInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_book(inputs)
	if (locale === "fr") return __fr.consultation_book(inputs)
	return __en.consultation_book(inputs)
});
/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Consultation_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_code_label = /** @type {((inputs?: Consultation_Code_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Code_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_code_label(inputs)
	if (locale === "fr") return __fr.consultation_code_label(inputs)
	return __en.consultation_code_label(inputs)
});
/**
* | output |
* | --- |
* | "Confirming your e-mail..." |
*
* @param {Consultation_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_confirming = /** @type {((inputs?: Consultation_ConfirmingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_ConfirmingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_confirming(inputs)
	if (locale === "fr") return __fr.consultation_confirming(inputs)
	return __en.consultation_confirming(inputs)
});
/**
* | output |
* | --- |
* | "E-mail confirmed: your request is pending" |
*
* @param {Consultation_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_email_confirmed = /** @type {((inputs?: Consultation_Email_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Email_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_email_confirmed(inputs)
	if (locale === "fr") return __fr.consultation_email_confirmed(inputs)
	return __en.consultation_email_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Consultation_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_heading = /** @type {((inputs?: Consultation_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_heading(inputs)
	if (locale === "fr") return __fr.consultation_heading(inputs)
	return __en.consultation_heading(inputs)
});
/**
* | output |
* | --- |
* | "We're holding {appointment} for 30 minutes. To keep it, open the link we sent to {email}, or enter the six-digit code from that e-mail here." |
*
* @param {Consultation_HoldingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_holding = /** @type {((inputs: Consultation_HoldingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HoldingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_holding(inputs)
	if (locale === "fr") return __fr.consultation_holding(inputs)
	return __en.consultation_holding(inputs)
});
/**
* | output |
* | --- |
* | "Choose a date and time for a free consultation. Times are Kigali time (CAT)." |
*
* @param {Consultation_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_intro = /** @type {((inputs?: Consultation_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_intro(inputs)
	if (locale === "fr") return __fr.consultation_intro(inputs)
	return __en.consultation_intro(inputs)
});
/**
* | output |
* | --- |
* | "We could not confirm this request" |
*
* @param {Consultation_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_not_confirmed = /** @type {((inputs?: Consultation_Not_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Not_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_not_confirmed(inputs)
	if (locale === "fr") return __fr.consultation_not_confirmed(inputs)
	return __en.consultation_not_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Once your e-mail is confirmed, your request is pending until our team confirms it." |
*
* @param {Consultation_Once_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_once_confirmed = /** @type {((inputs?: Consultation_Once_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Once_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_once_confirmed(inputs)
	if (locale === "fr") return __fr.consultation_once_confirmed(inputs)
	return __en.consultation_once_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Your request is pending until our team confirms it, and we'll e-mail you as soon as they do." |
*
* @param {Consultation_Pending_Until_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_pending_until_team = /** @type {((inputs?: Consultation_Pending_Until_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Pending_Until_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_pending_until_team(inputs)
	if (locale === "fr") return __fr.consultation_pending_until_team(inputs)
	return __en.consultation_pending_until_team(inputs)
});
/**
* | output |
* | --- |
* | "Request received, check your e-mail to confirm" |
*
* @param {Consultation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_received = /** @type {((inputs?: Consultation_ReceivedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_ReceivedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_received(inputs)
	if (locale === "fr") return __fr.consultation_received(inputs)
	return __en.consultation_received(inputs)
});
/**
* | output |
* | --- |
* | "Reschedule or cancel" |
*
* @param {Consultation_Reschedule_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_reschedule_or_cancel = /** @type {((inputs?: Consultation_Reschedule_Or_CancelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Reschedule_Or_CancelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_reschedule_or_cancel(inputs)
	if (locale === "fr") return __fr.consultation_reschedule_or_cancel(inputs)
	return __en.consultation_reschedule_or_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Book Consultation" |
*
* @param {Consultation_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submit = /** @type {((inputs?: Consultation_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_submit(inputs)
	if (locale === "fr") return __fr.consultation_submit(inputs)
	return __en.consultation_submit(inputs)
});
/**
* | output |
* | --- |
* | "Booking..." |
*
* @param {Consultation_SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submitting = /** @type {((inputs?: Consultation_SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_submitting(inputs)
	if (locale === "fr") return __fr.consultation_submitting(inputs)
	return __en.consultation_submitting(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. Your request is pending until our team confirms it, and we'll e-mail you as soon as they do." |
*
* @param {Consultation_Thanks_PendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_thanks_pending = /** @type {((inputs?: Consultation_Thanks_PendingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Thanks_PendingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.consultation_thanks_pending(inputs)
	if (locale === "fr") return __fr.consultation_thanks_pending(inputs)
	return __en.consultation_thanks_pending(inputs)
});
/**
* | output |
* | --- |
* | "Chat on WhatsApp: {number}" |
*
* @param {Contact_Chat_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_chat_whatsapp = /** @type {((inputs: Contact_Chat_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Chat_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.contact_chat_whatsapp(inputs)
	if (locale === "fr") return __fr.contact_chat_whatsapp(inputs)
	return __en.contact_chat_whatsapp(inputs)
});
/**
* | output |
* | --- |
* | "Contact Details" |
*
* @param {Contact_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_details_heading = /** @type {((inputs?: Contact_Details_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Details_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.contact_details_heading(inputs)
	if (locale === "fr") return __fr.contact_details_heading(inputs)
	return __en.contact_details_heading(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Contact_OfficeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office = /** @type {((inputs?: Contact_OfficeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_OfficeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.contact_office(inputs)
	if (locale === "fr") return __fr.contact_office(inputs)
	return __en.contact_office(inputs)
});
/**
* | output |
* | --- |
* | "Office hours (Kigali time)" |
*
* @param {Contact_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office_hours = /** @type {((inputs?: Contact_Office_HoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_HoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.contact_office_hours(inputs)
	if (locale === "fr") return __fr.contact_office_hours(inputs)
	return __en.contact_office_hours(inputs)
});
/**
* | output |
* | --- |
* | "WhatsApp" |
*
* @param {Contact_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp = /** @type {((inputs?: Contact_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.contact_whatsapp(inputs)
	if (locale === "fr") return __fr.contact_whatsapp(inputs)
	return __en.contact_whatsapp(inputs)
});
/**
* | output |
* | --- |
* | "New courses are announced here first; check back soon." |
*
* @param {Courses_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const courses_empty_text = /** @type {((inputs?: Courses_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courses_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.courses_empty_text(inputs)
	if (locale === "fr") return __fr.courses_empty_text(inputs)
	return __en.courses_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No courses open right now" |
*
* @param {Courses_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const courses_empty_title = /** @type {((inputs?: Courses_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Courses_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.courses_empty_title(inputs)
	if (locale === "fr") return __fr.courses_empty_title(inputs)
	return __en.courses_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Ready to Work with Elite Professionals?" |
*
* @param {Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_heading = /** @type {((inputs?: Cta_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cta_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.cta_heading(inputs)
	if (locale === "fr") return __fr.cta_heading(inputs)
	return __en.cta_heading(inputs)
});
/**
* | output |
* | --- |
* | "Tell us about your project and we will match you with the right team." |
*
* @param {Cta_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_text = /** @type {((inputs?: Cta_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cta_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.cta_text(inputs)
	if (locale === "fr") return __fr.cta_text(inputs)
	return __en.cta_text(inputs)
});
/**
* | output |
* | --- |
* | "No documentation matches “{query}”." |
*
* @param {Docs_No_MatchInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_no_match = /** @type {((inputs: Docs_No_MatchInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_No_MatchInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.docs_no_match(inputs)
	if (locale === "fr") return __fr.docs_no_match(inputs)
	return __en.docs_no_match(inputs)
});
/**
* | output |
* | --- |
* | "Search documentation" |
*
* @param {Docs_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_search_label = /** @type {((inputs?: Docs_Search_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Search_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.docs_search_label(inputs)
	if (locale === "fr") return __fr.docs_search_label(inputs)
	return __en.docs_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Search documentation..." |
*
* @param {Docs_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_search_placeholder = /** @type {((inputs?: Docs_Search_PlaceholderInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Search_PlaceholderInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.docs_search_placeholder(inputs)
	if (locale === "fr") return __fr.docs_search_placeholder(inputs)
	return __en.docs_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Docs_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_tutorials = /** @type {((inputs?: Docs_TutorialsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_TutorialsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.docs_tutorials(inputs)
	if (locale === "fr") return __fr.docs_tutorials(inputs)
	return __en.docs_tutorials(inputs)
});
/**
* | output |
* | --- |
* | "Complete Enrollment" |
*
* @param {Enroll_CompleteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_complete = /** @type {((inputs?: Enroll_CompleteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_CompleteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_complete(inputs)
	if (locale === "fr") return __fr.enroll_complete(inputs)
	return __en.enroll_complete(inputs)
});
/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Enroll_ContinueInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_continue = /** @type {((inputs?: Enroll_ContinueInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ContinueInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_continue(inputs)
	if (locale === "fr") return __fr.enroll_continue(inputs)
	return __en.enroll_continue(inputs)
});
/**
* | output |
* | --- |
* | "Enroll Now" |
*
* @param {Enroll_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now = /** @type {((inputs?: Enroll_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_now(inputs)
	if (locale === "fr") return __fr.enroll_now(inputs)
	return __en.enroll_now(inputs)
});
/**
* | output |
* | --- |
* | "Enroll Now: {title}" |
*
* @param {Enroll_Now_CourseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now_course = /** @type {((inputs: Enroll_Now_CourseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Now_CourseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_now_course(inputs)
	if (locale === "fr") return __fr.enroll_now_course(inputs)
	return __en.enroll_now_course(inputs)
});
/**
* | output |
* | --- |
* | "A second e-mail follows as soon as our payment provider confirms your card payment; then we send you the course schedule." |
*
* @param {Enroll_Paid_By_CardInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_paid_by_card = /** @type {((inputs?: Enroll_Paid_By_CardInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Paid_By_CardInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_paid_by_card(inputs)
	if (locale === "fr") return __fr.enroll_paid_by_card(inputs)
	return __en.enroll_paid_by_card(inputs)
});
/**
* | output |
* | --- |
* | "Our team will contact you to arrange the payment; once it is received, we send you the course schedule." |
*
* @param {Enroll_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_pay_later = /** @type {((inputs?: Enroll_Pay_LaterInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Pay_LaterInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_pay_later(inputs)
	if (locale === "fr") return __fr.enroll_pay_later(inputs)
	return __en.enroll_pay_later(inputs)
});
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Enroll_ProcessingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_processing = /** @type {((inputs?: Enroll_ProcessingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ProcessingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_processing(inputs)
	if (locale === "fr") return __fr.enroll_processing(inputs)
	return __en.enroll_processing(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Enroll_Step_DetailsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_details = /** @type {((inputs?: Enroll_Step_DetailsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Step_DetailsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_step_details(inputs)
	if (locale === "fr") return __fr.enroll_step_details(inputs)
	return __en.enroll_step_details(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Enroll_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_done = /** @type {((inputs?: Enroll_Step_DoneInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Step_DoneInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_step_done(inputs)
	if (locale === "fr") return __fr.enroll_step_done(inputs)
	return __en.enroll_step_done(inputs)
});
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Enroll_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_payment = /** @type {((inputs?: Enroll_Step_PaymentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Step_PaymentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_step_payment(inputs)
	if (locale === "fr") return __fr.enroll_step_payment(inputs)
	return __en.enroll_step_payment(inputs)
});
/**
* | output |
* | --- |
* | "Enrollment Successful!" |
*
* @param {Enroll_SuccessInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_success = /** @type {((inputs?: Enroll_SuccessInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_SuccessInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_success(inputs)
	if (locale === "fr") return __fr.enroll_success(inputs)
	return __en.enroll_success(inputs)
});
/**
* | output |
* | --- |
* | "Thank you, you are enrolled in {title}. We are e-mailing you a confirmation with the course fee." |
*
* @param {Enroll_ThanksInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_thanks = /** @type {((inputs: Enroll_ThanksInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ThanksInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_thanks(inputs)
	if (locale === "fr") return __fr.enroll_thanks(inputs)
	return __en.enroll_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Enroll in {title}" |
*
* @param {Enroll_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_title = /** @type {((inputs: Enroll_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.enroll_title(inputs)
	if (locale === "fr") return __fr.enroll_title(inputs)
	return __en.enroll_title(inputs)
});
/**
* | output |
* | --- |
* | "Prize: {prize}" |
*
* @param {Event_PrizeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_prize = /** @type {((inputs: Event_PrizeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_PrizeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.event_prize(inputs)
	if (locale === "fr") return __fr.event_prize(inputs)
	return __en.event_prize(inputs)
});
/**
* | output |
* | --- |
* | "Register" |
*
* @param {Event_RegisterInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register = /** @type {((inputs?: Event_RegisterInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_RegisterInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.event_register(inputs)
	if (locale === "fr") return __fr.event_register(inputs)
	return __en.event_register(inputs)
});
/**
* | output |
* | --- |
* | "Register for {title}" |
*
* @param {Event_Register_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register_for = /** @type {((inputs: Event_Register_ForInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Register_ForInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.event_register_for(inputs)
	if (locale === "fr") return __fr.event_register_for(inputs)
	return __en.event_register_for(inputs)
});
/**
* | output |
* | --- |
* | "New competitions are announced here. Please check back soon." |
*
* @param {Events_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_text = /** @type {((inputs?: Events_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.events_empty_text(inputs)
	if (locale === "fr") return __fr.events_empty_text(inputs)
	return __en.events_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming competitions" |
*
* @param {Events_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_title = /** @type {((inputs?: Events_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.events_empty_title(inputs)
	if (locale === "fr") return __fr.events_empty_title(inputs)
	return __en.events_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading upcoming events..." |
*
* @param {Events_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_loading = /** @type {((inputs?: Events_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.events_loading(inputs)
	if (locale === "fr") return __fr.events_loading(inputs)
	return __en.events_loading(inputs)
});
/**
* | output |
* | --- |
* | "Take the test again" |
*
* @param {Exam_AgainInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_again = /** @type {((inputs?: Exam_AgainInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_AgainInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_again(inputs)
	if (locale === "fr") return __fr.exam_again(inputs)
	return __en.exam_again(inputs)
});
/**
* | output |
* | --- |
* | "The answer is “{answer}”." |
*
* @param {Exam_Answer_IsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_answer_is = /** @type {((inputs: Exam_Answer_IsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_Answer_IsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_answer_is(inputs)
	if (locale === "fr") return __fr.exam_answer_is(inputs)
	return __en.exam_answer_is(inputs)
});
/**
* | output |
* | --- |
* | "Correct." |
*
* @param {Exam_CorrectInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_correct = /** @type {((inputs?: Exam_CorrectInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_CorrectInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_correct(inputs)
	if (locale === "fr") return __fr.exam_correct(inputs)
	return __en.exam_correct(inputs)
});
/**
* | output |
* | --- |
* | "A {count}-question practice test: {title}." |
*
* @param {Exam_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_description = /** @type {((inputs: Exam_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_description(inputs)
	if (locale === "fr") return __fr.exam_description(inputs)
	return __en.exam_description(inputs)
});
/**
* | output |
* | --- |
* | "Each question below shows the right answer and why." |
*
* @param {Exam_ExplainedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_explained = /** @type {((inputs?: Exam_ExplainedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_ExplainedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_explained(inputs)
	if (locale === "fr") return __fr.exam_explained(inputs)
	return __en.exam_explained(inputs)
});
/**
* | output |
* | --- |
* | "{level} practice test" |
*
* @param {Exam_EyebrowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_eyebrow = /** @type {((inputs: Exam_EyebrowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_EyebrowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_eyebrow(inputs)
	if (locale === "fr") return __fr.exam_eyebrow(inputs)
	return __en.exam_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "You scored {score} out of {total}" |
*
* @param {Exam_ScoreInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_score = /** @type {((inputs: Exam_ScoreInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_ScoreInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_score(inputs)
	if (locale === "fr") return __fr.exam_score(inputs)
	return __en.exam_score(inputs)
});
/**
* | output |
* | --- |
* | "Submit answers" |
*
* @param {Exam_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_submit = /** @type {((inputs?: Exam_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_submit(inputs)
	if (locale === "fr") return __fr.exam_submit(inputs)
	return __en.exam_submit(inputs)
});
/**
* | output |
* | --- |
* | "{count} questions, about {minutes} minutes. Your answers stay in your browser." |
*
* @param {Exam_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_subtitle = /** @type {((inputs: Exam_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exam_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.exam_subtitle(inputs)
	if (locale === "fr") return __fr.exam_subtitle(inputs)
	return __en.exam_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Choose a service" |
*
* @param {Field_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_choose_service = /** @type {((inputs?: Field_Choose_ServiceInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Choose_ServiceInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_choose_service(inputs)
	if (locale === "fr") return __fr.field_choose_service(inputs)
	return __en.field_choose_service(inputs)
});
/**
* | output |
* | --- |
* | "Country code" |
*
* @param {Field_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_country_code = /** @type {((inputs?: Field_Country_CodeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Country_CodeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_country_code(inputs)
	if (locale === "fr") return __fr.field_country_code(inputs)
	return __en.field_country_code(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Field_DateInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_date = /** @type {((inputs?: Field_DateInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_DateInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_date(inputs)
	if (locale === "fr") return __fr.field_date(inputs)
	return __en.field_date(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Field_EmailInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_email = /** @type {((inputs?: Field_EmailInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_EmailInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_email(inputs)
	if (locale === "fr") return __fr.field_email(inputs)
	return __en.field_email(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Field_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_message = /** @type {((inputs?: Field_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_message(inputs)
	if (locale === "fr") return __fr.field_message(inputs)
	return __en.field_message(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Field_NameInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_name = /** @type {((inputs?: Field_NameInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_NameInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_name(inputs)
	if (locale === "fr") return __fr.field_name(inputs)
	return __en.field_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_phone = /** @type {((inputs?: Field_PhoneInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_PhoneInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_phone(inputs)
	if (locale === "fr") return __fr.field_phone(inputs)
	return __en.field_phone(inputs)
});
/**
* | output |
* | --- |
* | "Tell us about your project" |
*
* @param {Field_Project_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_project_placeholder = /** @type {((inputs?: Field_Project_PlaceholderInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Project_PlaceholderInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_project_placeholder(inputs)
	if (locale === "fr") return __fr.field_project_placeholder(inputs)
	return __en.field_project_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Field_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_service = /** @type {((inputs?: Field_ServiceInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_ServiceInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.field_service(inputs)
	if (locale === "fr") return __fr.field_service(inputs)
	return __en.field_service(inputs)
});
/**
* | output |
* | --- |
* | "Close the booking reminder" |
*
* @param {Floating_Book_CloseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_close = /** @type {((inputs?: Floating_Book_CloseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_CloseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.floating_book_close(inputs)
	if (locale === "fr") return __fr.floating_book_close(inputs)
	return __en.floating_book_close(inputs)
});
/**
* | output |
* | --- |
* | "Book a project" |
*
* @param {Floating_Book_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_label = /** @type {((inputs?: Floating_Book_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.floating_book_label(inputs)
	if (locale === "fr") return __fr.floating_book_label(inputs)
	return __en.floating_book_label(inputs)
});
/**
* | output |
* | --- |
* | "Let our professionals build your next project." |
*
* @param {Floating_Book_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_text = /** @type {((inputs?: Floating_Book_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.floating_book_text(inputs)
	if (locale === "fr") return __fr.floating_book_text(inputs)
	return __en.floating_book_text(inputs)
});
/**
* | output |
* | --- |
* | "Like what you see?" |
*
* @param {Floating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_title = /** @type {((inputs?: Floating_Book_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.floating_book_title(inputs)
	if (locale === "fr") return __fr.floating_book_title(inputs)
	return __en.floating_book_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading the form..." |
*
* @param {Form_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_loading = /** @type {((inputs?: Form_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.form_loading(inputs)
	if (locale === "fr") return __fr.form_loading(inputs)
	return __en.form_loading(inputs)
});
/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Hero_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_learn_more = /** @type {((inputs?: Hero_Learn_MoreInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Learn_MoreInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.hero_learn_more(inputs)
	if (locale === "fr") return __fr.hero_learn_more(inputs)
	return __en.hero_learn_more(inputs)
});
/**
* | output |
* | --- |
* | "Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts" |
*
* @param {Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_subtitle = /** @type {((inputs?: Hero_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.hero_subtitle(inputs)
	if (locale === "fr") return __fr.hero_subtitle(inputs)
	return __en.hero_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Connect with Elite Professionals" |
*
* @param {Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_title = /** @type {((inputs?: Hero_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.hero_title(inputs)
	if (locale === "fr") return __fr.hero_title(inputs)
	return __en.hero_title(inputs)
});
/**
* | output |
* | --- |
* | "View Services" |
*
* @param {Hero_View_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_view_services = /** @type {((inputs?: Hero_View_ServicesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_View_ServicesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.hero_view_services(inputs)
	if (locale === "fr") return __fr.hero_view_services(inputs)
	return __en.hero_view_services(inputs)
});
/**
* | output |
* | --- |
* | "Connect with elite content creators, digital marketers and advertising experts in Rwanda and beyond." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs?: Home_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.home_description(inputs)
	if (locale === "fr") return __fr.home_description(inputs)
	return __en.home_description(inputs)
});
/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_services_heading = /** @type {((inputs?: Home_Services_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.home_services_heading(inputs)
	if (locale === "fr") return __fr.home_services_heading(inputs)
	return __en.home_services_heading(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.home_title(inputs)
	if (locale === "fr") return __fr.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Read the full guide" |
*
* @param {How_We_Work_GuideInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_guide = /** @type {((inputs?: How_We_Work_GuideInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_GuideInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.how_we_work_guide(inputs)
	if (locale === "fr") return __fr.how_we_work_guide(inputs)
	return __en.how_we_work_guide(inputs)
});
/**
* | output |
* | --- |
* | "How We Work" |
*
* @param {How_We_Work_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_heading = /** @type {((inputs?: How_We_Work_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.how_we_work_heading(inputs)
	if (locale === "fr") return __fr.how_we_work_heading(inputs)
	return __en.how_we_work_heading(inputs)
});
/**
* | output |
* | --- |
* | "From the first call to the final delivery, our professionals work alongside your team." |
*
* @param {How_We_Work_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_intro = /** @type {((inputs?: How_We_Work_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.how_we_work_intro(inputs)
	if (locale === "fr") return __fr.how_we_work_intro(inputs)
	return __en.how_we_work_intro(inputs)
});
/**
* | output |
* | --- |
* | "How {brand} works" |
*
* @param {How_We_Work_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_video = /** @type {((inputs: How_We_Work_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.how_we_work_video(inputs)
	if (locale === "fr") return __fr.how_we_work_video(inputs)
	return __en.how_we_work_video(inputs)
});
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
* | "Last updated" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated = /** @type {((inputs?: Legal_Last_UpdatedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Last_UpdatedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.legal_last_updated(inputs)
	if (locale === "fr") return __fr.legal_last_updated(inputs)
	return __en.legal_last_updated(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load {subject}." |
*
* @param {List_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_failed = /** @type {((inputs: List_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.list_failed(inputs)
	if (locale === "fr") return __fr.list_failed(inputs)
	return __en.list_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading {subject}..." |
*
* @param {List_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_loading = /** @type {((inputs: List_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.list_loading(inputs)
	if (locale === "fr") return __fr.list_loading(inputs)
	return __en.list_loading(inputs)
});
/**
* | output |
* | --- |
* | "our courses" |
*
* @param {List_Subject_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_courses = /** @type {((inputs?: List_Subject_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.list_subject_courses(inputs)
	if (locale === "fr") return __fr.list_subject_courses(inputs)
	return __en.list_subject_courses(inputs)
});
/**
* | output |
* | --- |
* | "the customer stories" |
*
* @param {List_Subject_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_stories = /** @type {((inputs?: List_Subject_StoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_StoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.list_subject_stories(inputs)
	if (locale === "fr") return __fr.list_subject_stories(inputs)
	return __en.list_subject_stories(inputs)
});
/**
* | output |
* | --- |
* | "our team" |
*
* @param {List_Subject_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_team = /** @type {((inputs?: List_Subject_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.list_subject_team(inputs)
	if (locale === "fr") return __fr.list_subject_team(inputs)
	return __en.list_subject_team(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Manage_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel = /** @type {((inputs?: Manage_CancelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_CancelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_cancel(inputs)
	if (locale === "fr") return __fr.manage_cancel(inputs)
	return __en.manage_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Cancel my consultation" |
*
* @param {Manage_Cancel_MineInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_mine = /** @type {((inputs?: Manage_Cancel_MineInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_Cancel_MineInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_cancel_mine(inputs)
	if (locale === "fr") return __fr.manage_cancel_mine(inputs)
	return __en.manage_cancel_mine(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this consultation?" |
*
* @param {Manage_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_question = /** @type {((inputs?: Manage_Cancel_QuestionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_Cancel_QuestionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_cancel_question(inputs)
	if (locale === "fr") return __fr.manage_cancel_question(inputs)
	return __en.manage_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "Your consultation is cancelled. We have e-mailed you a confirmation." |
*
* @param {Manage_CancelledInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancelled = /** @type {((inputs?: Manage_CancelledInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_CancelledInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_cancelled(inputs)
	if (locale === "fr") return __fr.manage_cancelled(inputs)
	return __en.manage_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Your consultation" |
*
* @param {Manage_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_heading = /** @type {((inputs?: Manage_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_heading(inputs)
	if (locale === "fr") return __fr.manage_heading(inputs)
	return __en.manage_heading(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Manage_KeepInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_keep = /** @type {((inputs?: Manage_KeepInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_KeepInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_keep(inputs)
	if (locale === "fr") return __fr.manage_keep(inputs)
	return __en.manage_keep(inputs)
});
/**
* | output |
* | --- |
* | "Loading your consultation..." |
*
* @param {Manage_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_loading = /** @type {((inputs?: Manage_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_loading(inputs)
	if (locale === "fr") return __fr.manage_loading(inputs)
	return __en.manage_loading(inputs)
});
/**
* | output |
* | --- |
* | "Your consultation has moved. We have e-mailed you the new time." |
*
* @param {Manage_MovedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_moved = /** @type {((inputs?: Manage_MovedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_MovedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_moved(inputs)
	if (locale === "fr") return __fr.manage_moved(inputs)
	return __en.manage_moved(inputs)
});
/**
* | output |
* | --- |
* | "The time is released for others." |
*
* @param {Manage_ReleasedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_released = /** @type {((inputs?: Manage_ReleasedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_ReleasedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_released(inputs)
	if (locale === "fr") return __fr.manage_released(inputs)
	return __en.manage_released(inputs)
});
/**
* | output |
* | --- |
* | "Reschedule" |
*
* @param {Manage_RescheduleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_reschedule = /** @type {((inputs?: Manage_RescheduleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_RescheduleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_reschedule(inputs)
	if (locale === "fr") return __fr.manage_reschedule(inputs)
	return __en.manage_reschedule(inputs)
});
/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Manage_StatusInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_status = /** @type {((inputs: Manage_StatusInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_StatusInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_status(inputs)
	if (locale === "fr") return __fr.manage_status(inputs)
	return __en.manage_status(inputs)
});
/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Manage_Yes_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_yes_cancel = /** @type {((inputs?: Manage_Yes_CancelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_Yes_CancelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.manage_yes_cancel(inputs)
	if (locale === "fr") return __fr.manage_yes_cancel(inputs)
	return __en.manage_yes_cancel(inputs)
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
* | "Could not load the office hours." |
*
* @param {Office_Hours_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_failed = /** @type {((inputs?: Office_Hours_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.office_hours_failed(inputs)
	if (locale === "fr") return __fr.office_hours_failed(inputs)
	return __en.office_hours_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading office hours…" |
*
* @param {Office_Hours_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_loading = /** @type {((inputs?: Office_Hours_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.office_hours_loading(inputs)
	if (locale === "fr") return __fr.office_hours_loading(inputs)
	return __en.office_hours_loading(inputs)
});
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Page_About_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_about_title = /** @type {((inputs?: Page_About_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_about_title(inputs)
	if (locale === "fr") return __fr.page_about_title(inputs)
	return __en.page_about_title(inputs)
});
/**
* | output |
* | --- |
* | "Insights on event management, marketing, protocol and technology from Inzira's professionals." |
*
* @param {Page_Blog_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_description = /** @type {((inputs?: Page_Blog_List_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_blog_list_description(inputs)
	if (locale === "fr") return __fr.page_blog_list_description(inputs)
	return __en.page_blog_list_description(inputs)
});
/**
* | output |
* | --- |
* | "Insights on event management, marketing, protocol and technology from our professionals." |
*
* @param {Page_Blog_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_subtitle = /** @type {((inputs?: Page_Blog_List_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_blog_list_subtitle(inputs)
	if (locale === "fr") return __fr.page_blog_list_subtitle(inputs)
	return __en.page_blog_list_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Page_Blog_List_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_title = /** @type {((inputs?: Page_Blog_List_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_blog_list_title(inputs)
	if (locale === "fr") return __fr.page_blog_list_title(inputs)
	return __en.page_blog_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Our Blog" |
*
* @param {Page_Blog_List_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_title2 = /** @type {((inputs?: Page_Blog_List_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_blog_list_title2(inputs)
	if (locale === "fr") return __fr.page_blog_list_title2(inputs)
	return __en.page_blog_list_title2(inputs)
});
/**
* | output |
* | --- |
* | "Challenges and events for creators, marketers and protocol officers; register for the next one." |
*
* @param {Page_Competitions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_description = /** @type {((inputs?: Page_Competitions_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_competitions_description(inputs)
	if (locale === "fr") return __fr.page_competitions_description(inputs)
	return __en.page_competitions_description(inputs)
});
/**
* | output |
* | --- |
* | "Compete, learn and get noticed by the businesses that hire through Inzira." |
*
* @param {Page_Competitions_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_subtitle = /** @type {((inputs?: Page_Competitions_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_competitions_subtitle(inputs)
	if (locale === "fr") return __fr.page_competitions_subtitle(inputs)
	return __en.page_competitions_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Page_Competitions_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_title = /** @type {((inputs?: Page_Competitions_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_competitions_title(inputs)
	if (locale === "fr") return __fr.page_competitions_title(inputs)
	return __en.page_competitions_title(inputs)
});
/**
* | output |
* | --- |
* | "Challenges & Events" |
*
* @param {Page_Competitions_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_title2 = /** @type {((inputs?: Page_Competitions_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_competitions_title2(inputs)
	if (locale === "fr") return __fr.page_competitions_title2(inputs)
	return __en.page_competitions_title2(inputs)
});
/**
* | output |
* | --- |
* | "Confirm the e-mail address of your consultation request." |
*
* @param {Page_Consultation_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_description = /** @type {((inputs?: Page_Consultation_Confirm_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Confirm_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_confirm_description(inputs)
	if (locale === "fr") return __fr.page_consultation_confirm_description(inputs)
	return __en.page_consultation_confirm_description(inputs)
});
/**
* | output |
* | --- |
* | "Your consultation request" |
*
* @param {Page_Consultation_Confirm_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_subtitle = /** @type {((inputs?: Page_Consultation_Confirm_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Confirm_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_confirm_subtitle(inputs)
	if (locale === "fr") return __fr.page_consultation_confirm_subtitle(inputs)
	return __en.page_consultation_confirm_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your e-mail" |
*
* @param {Page_Consultation_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_title = /** @type {((inputs?: Page_Consultation_Confirm_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Confirm_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_confirm_title(inputs)
	if (locale === "fr") return __fr.page_consultation_confirm_title(inputs)
	return __en.page_consultation_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "See, reschedule or cancel your consultation." |
*
* @param {Page_Consultation_Manage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_description = /** @type {((inputs?: Page_Consultation_Manage_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Manage_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_manage_description(inputs)
	if (locale === "fr") return __fr.page_consultation_manage_description(inputs)
	return __en.page_consultation_manage_description(inputs)
});
/**
* | output |
* | --- |
* | "Reschedule or cancel" |
*
* @param {Page_Consultation_Manage_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_subtitle = /** @type {((inputs?: Page_Consultation_Manage_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Manage_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_manage_subtitle(inputs)
	if (locale === "fr") return __fr.page_consultation_manage_subtitle(inputs)
	return __en.page_consultation_manage_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Your consultation" |
*
* @param {Page_Consultation_Manage_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_title = /** @type {((inputs?: Page_Consultation_Manage_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Manage_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_consultation_manage_title(inputs)
	if (locale === "fr") return __fr.page_consultation_manage_title(inputs)
	return __en.page_consultation_manage_title(inputs)
});
/**
* | output |
* | --- |
* | "Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team." |
*
* @param {Page_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_description = /** @type {((inputs?: Page_Contact_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_contact_description(inputs)
	if (locale === "fr") return __fr.page_contact_description(inputs)
	return __en.page_contact_description(inputs)
});
/**
* | output |
* | --- |
* | "Tell us about your project or schedule a consultation." |
*
* @param {Page_Contact_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_subtitle = /** @type {((inputs?: Page_Contact_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_contact_subtitle(inputs)
	if (locale === "fr") return __fr.page_contact_subtitle(inputs)
	return __en.page_contact_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Page_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_title = /** @type {((inputs?: Page_Contact_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_contact_title(inputs)
	if (locale === "fr") return __fr.page_contact_title(inputs)
	return __en.page_contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Get In Touch" |
*
* @param {Page_Contact_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_title2 = /** @type {((inputs?: Page_Contact_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_contact_title2(inputs)
	if (locale === "fr") return __fr.page_contact_title2(inputs)
	return __en.page_contact_title2(inputs)
});
/**
* | output |
* | --- |
* | "How the agency's clients grew with Inzira's professionals, in their own words." |
*
* @param {Page_Customer_Stories_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_description = /** @type {((inputs?: Page_Customer_Stories_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_customer_stories_description(inputs)
	if (locale === "fr") return __fr.page_customer_stories_description(inputs)
	return __en.page_customer_stories_description(inputs)
});
/**
* | output |
* | --- |
* | "Real results from the businesses we work with." |
*
* @param {Page_Customer_Stories_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_subtitle = /** @type {((inputs?: Page_Customer_Stories_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_customer_stories_subtitle(inputs)
	if (locale === "fr") return __fr.page_customer_stories_subtitle(inputs)
	return __en.page_customer_stories_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Our clients’ stories are on their way; read what they say on the home page meanwhile." |
*
* @param {Page_Customer_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_text = /** @type {((inputs?: Page_Customer_Stories_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_customer_stories_text(inputs)
	if (locale === "fr") return __fr.page_customer_stories_text(inputs)
	return __en.page_customer_stories_text(inputs)
});
/**
* | output |
* | --- |
* | "No stories yet" |
*
* @param {Page_Customer_Stories_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_title = /** @type {((inputs?: Page_Customer_Stories_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_customer_stories_title(inputs)
	if (locale === "fr") return __fr.page_customer_stories_title(inputs)
	return __en.page_customer_stories_title(inputs)
});
/**
* | output |
* | --- |
* | "Customer Stories" |
*
* @param {Page_Customer_Stories_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_title2 = /** @type {((inputs?: Page_Customer_Stories_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_customer_stories_title2(inputs)
	if (locale === "fr") return __fr.page_customer_stories_title2(inputs)
	return __en.page_customer_stories_title2(inputs)
});
/**
* | output |
* | --- |
* | "Guides on booking professionals, event management, digital marketing, templates and our policies." |
*
* @param {Page_Docs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_description = /** @type {((inputs?: Page_Docs_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_docs_description(inputs)
	if (locale === "fr") return __fr.page_docs_description(inputs)
	return __en.page_docs_description(inputs)
});
/**
* | output |
* | --- |
* | "Find guides, references and templates." |
*
* @param {Page_Docs_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_subtitle = /** @type {((inputs?: Page_Docs_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_docs_subtitle(inputs)
	if (locale === "fr") return __fr.page_docs_subtitle(inputs)
	return __en.page_docs_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Documentation" |
*
* @param {Page_Docs_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_title = /** @type {((inputs?: Page_Docs_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_docs_title(inputs)
	if (locale === "fr") return __fr.page_docs_title(inputs)
	return __en.page_docs_title(inputs)
});
/**
* | output |
* | --- |
* | "Become an Inzira partner: reach new clients and grow with Rwanda's professionals." |
*
* @param {Page_Partners_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_description = /** @type {((inputs?: Page_Partners_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_partners_description(inputs)
	if (locale === "fr") return __fr.page_partners_description(inputs)
	return __en.page_partners_description(inputs)
});
/**
* | output |
* | --- |
* | "Become a Partner" |
*
* @param {Page_Partners_EyebrowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_eyebrow = /** @type {((inputs?: Page_Partners_EyebrowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_EyebrowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_partners_eyebrow(inputs)
	if (locale === "fr") return __fr.page_partners_eyebrow(inputs)
	return __en.page_partners_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Join the companies that bring their services to our clients across Rwanda and beyond." |
*
* @param {Page_Partners_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_subtitle = /** @type {((inputs?: Page_Partners_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_partners_subtitle(inputs)
	if (locale === "fr") return __fr.page_partners_subtitle(inputs)
	return __en.page_partners_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Page_Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title = /** @type {((inputs?: Page_Partners_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_partners_title(inputs)
	if (locale === "fr") return __fr.page_partners_title(inputs)
	return __en.page_partners_title(inputs)
});
/**
* | output |
* | --- |
* | "Grow With Inzira" |
*
* @param {Page_Partners_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title2 = /** @type {((inputs?: Page_Partners_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_partners_title2(inputs)
	if (locale === "fr") return __fr.page_partners_title2(inputs)
	return __en.page_partners_title2(inputs)
});
/**
* | output |
* | --- |
* | "A portfolio of campaigns, content and events delivered by Inzira's professionals." |
*
* @param {Page_Projects_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_description = /** @type {((inputs?: Page_Projects_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_projects_description(inputs)
	if (locale === "fr") return __fr.page_projects_description(inputs)
	return __en.page_projects_description(inputs)
});
/**
* | output |
* | --- |
* | "Work our professionals have delivered for brands, institutions and events." |
*
* @param {Page_Projects_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_subtitle = /** @type {((inputs?: Page_Projects_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_projects_subtitle(inputs)
	if (locale === "fr") return __fr.page_projects_subtitle(inputs)
	return __en.page_projects_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Page_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_title = /** @type {((inputs?: Page_Projects_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_projects_title(inputs)
	if (locale === "fr") return __fr.page_projects_title(inputs)
	return __en.page_projects_title(inputs)
});
/**
* | output |
* | --- |
* | "Our Projects" |
*
* @param {Page_Projects_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_title2 = /** @type {((inputs?: Page_Projects_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_projects_title2(inputs)
	if (locale === "fr") return __fr.page_projects_title2(inputs)
	return __en.page_projects_title2(inputs)
});
/**
* | output |
* | --- |
* | "Documentation, tutorials, training courses, templates and articles from Inzira." |
*
* @param {Page_Resources_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_description = /** @type {((inputs?: Page_Resources_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Resources_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_resources_description(inputs)
	if (locale === "fr") return __fr.page_resources_description(inputs)
	return __en.page_resources_description(inputs)
});
/**
* | output |
* | --- |
* | "Documentation, tutorials, training, templates and articles to help you grow." |
*
* @param {Page_Resources_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_subtitle = /** @type {((inputs?: Page_Resources_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Resources_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_resources_subtitle(inputs)
	if (locale === "fr") return __fr.page_resources_subtitle(inputs)
	return __en.page_resources_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Page_Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_title = /** @type {((inputs?: Page_Resources_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Resources_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_resources_title(inputs)
	if (locale === "fr") return __fr.page_resources_title(inputs)
	return __en.page_resources_title(inputs)
});
/**
* | output |
* | --- |
* | "Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals." |
*
* @param {Page_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_description = /** @type {((inputs?: Page_Services_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_services_description(inputs)
	if (locale === "fr") return __fr.page_services_description(inputs)
	return __en.page_services_description(inputs)
});
/**
* | output |
* | --- |
* | "Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond." |
*
* @param {Page_Services_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_subtitle = /** @type {((inputs?: Page_Services_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_services_subtitle(inputs)
	if (locale === "fr") return __fr.page_services_subtitle(inputs)
	return __en.page_services_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Page_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_title = /** @type {((inputs?: Page_Services_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_services_title(inputs)
	if (locale === "fr") return __fr.page_services_title(inputs)
	return __en.page_services_title(inputs)
});
/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Page_Services_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_title2 = /** @type {((inputs?: Page_Services_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_services_title2(inputs)
	if (locale === "fr") return __fr.page_services_title2(inputs)
	return __en.page_services_title2(inputs)
});
/**
* | output |
* | --- |
* | "Certification exams in event management, digital marketing and protocol." |
*
* @param {Page_Tests_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_description = /** @type {((inputs?: Page_Tests_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tests_description(inputs)
	if (locale === "fr") return __fr.page_tests_description(inputs)
	return __en.page_tests_description(inputs)
});
/**
* | output |
* | --- |
* | "Prove your skills and earn a recognised certificate." |
*
* @param {Page_Tests_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_subtitle = /** @type {((inputs?: Page_Tests_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tests_subtitle(inputs)
	if (locale === "fr") return __fr.page_tests_subtitle(inputs)
	return __en.page_tests_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Page_Tests_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title = /** @type {((inputs?: Page_Tests_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tests_title(inputs)
	if (locale === "fr") return __fr.page_tests_title(inputs)
	return __en.page_tests_title(inputs)
});
/**
* | output |
* | --- |
* | "Certification Tests" |
*
* @param {Page_Tests_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title2 = /** @type {((inputs?: Page_Tests_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tests_title2(inputs)
	if (locale === "fr") return __fr.page_tests_title2(inputs)
	return __en.page_tests_title2(inputs)
});
/**
* | output |
* | --- |
* | "Instructor-led courses in event management, digital marketing and protocol." |
*
* @param {Page_Training_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_description = /** @type {((inputs?: Page_Training_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_training_description(inputs)
	if (locale === "fr") return __fr.page_training_description(inputs)
	return __en.page_training_description(inputs)
});
/**
* | output |
* | --- |
* | "Courses taught by working professionals, with a certificate at the end." |
*
* @param {Page_Training_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_subtitle = /** @type {((inputs?: Page_Training_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_training_subtitle(inputs)
	if (locale === "fr") return __fr.page_training_subtitle(inputs)
	return __en.page_training_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Training" |
*
* @param {Page_Training_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title = /** @type {((inputs?: Page_Training_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_training_title(inputs)
	if (locale === "fr") return __fr.page_training_title(inputs)
	return __en.page_training_title(inputs)
});
/**
* | output |
* | --- |
* | "Professional Training" |
*
* @param {Page_Training_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title2 = /** @type {((inputs?: Page_Training_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_training_title2(inputs)
	if (locale === "fr") return __fr.page_training_title2(inputs)
	return __en.page_training_title2(inputs)
});
/**
* | output |
* | --- |
* | "Video tutorials on event planning, digital marketing strategy and protocol." |
*
* @param {Page_Tutorials_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_description = /** @type {((inputs?: Page_Tutorials_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tutorials_description(inputs)
	if (locale === "fr") return __fr.page_tutorials_description(inputs)
	return __en.page_tutorials_description(inputs)
});
/**
* | output |
* | --- |
* | "Step-by-step lessons from our professionals." |
*
* @param {Page_Tutorials_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_subtitle = /** @type {((inputs?: Page_Tutorials_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tutorials_subtitle(inputs)
	if (locale === "fr") return __fr.page_tutorials_subtitle(inputs)
	return __en.page_tutorials_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Page_Tutorials_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_title = /** @type {((inputs?: Page_Tutorials_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.page_tutorials_title(inputs)
	if (locale === "fr") return __fr.page_tutorials_title(inputs)
	return __en.page_tutorials_title(inputs)
});
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_company = /** @type {((inputs?: Partner_CompanyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_CompanyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_company(inputs)
	if (locale === "fr") return __fr.partner_company(inputs)
	return __en.partner_company(inputs)
});
/**
* | output |
* | --- |
* | "Tell us about your company and how you would like to partner" |
*
* @param {Partner_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_message_placeholder = /** @type {((inputs?: Partner_Message_PlaceholderInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Message_PlaceholderInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_message_placeholder(inputs)
	if (locale === "fr") return __fr.partner_message_placeholder(inputs)
	return __en.partner_message_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Submit Application" |
*
* @param {Partner_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_submit = /** @type {((inputs?: Partner_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_submit(inputs)
	if (locale === "fr") return __fr.partner_submit(inputs)
	return __en.partner_submit(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for your interest in partnering with Inzira. Our team reviews your application and e-mails you its decision." |
*
* @param {Partner_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_content = /** @type {((inputs?: Partner_Success_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Success_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_success_content(inputs)
	if (locale === "fr") return __fr.partner_success_content(inputs)
	return __en.partner_success_content(inputs)
});
/**
* | output |
* | --- |
* | "Application Submitted!" |
*
* @param {Partner_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_title = /** @type {((inputs?: Partner_Success_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Success_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_success_title(inputs)
	if (locale === "fr") return __fr.partner_success_title(inputs)
	return __en.partner_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Partner Application" |
*
* @param {Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_title = /** @type {((inputs?: Partner_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partner_title(inputs)
	if (locale === "fr") return __fr.partner_title(inputs)
	return __en.partner_title(inputs)
});
/**
* | output |
* | --- |
* | "Our Partners" |
*
* @param {Partners_OursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ours = /** @type {((inputs?: Partners_OursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_OursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partners_ours(inputs)
	if (locale === "fr") return __fr.partners_ours(inputs)
	return __en.partners_ours(inputs)
});
/**
* | output |
* | --- |
* | "Why Partner With Us" |
*
* @param {Partners_WhyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_why = /** @type {((inputs?: Partners_WhyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_WhyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.partners_why(inputs)
	if (locale === "fr") return __fr.partners_why(inputs)
	return __en.partners_why(inputs)
});
/**
* | output |
* | --- |
* | "Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment." |
*
* @param {Payments_OffInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const payments_off = /** @type {((inputs?: Payments_OffInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payments_OffInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.payments_off(inputs)
	if (locale === "fr") return __fr.payments_off(inputs)
	return __en.payments_off(inputs)
});
/**
* | output |
* | --- |
* | "I read \"{title}\" and would like to talk about it." |
*
* @param {Post_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_booking_message = /** @type {((inputs: Post_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.post_booking_message(inputs)
	if (locale === "fr") return __fr.post_booking_message(inputs)
	return __en.post_booking_message(inputs)
});
/**
* | output |
* | --- |
* | "Next steps" |
*
* @param {Post_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_next_steps = /** @type {((inputs?: Post_Next_StepsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Next_StepsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.post_next_steps(inputs)
	if (locale === "fr") return __fr.post_next_steps(inputs)
	return __en.post_next_steps(inputs)
});
/**
* | output |
* | --- |
* | "Read next" |
*
* @param {Post_Read_NextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_read_next = /** @type {((inputs?: Post_Read_NextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Read_NextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.post_read_next(inputs)
	if (locale === "fr") return __fr.post_read_next(inputs)
	return __en.post_read_next(inputs)
});
/**
* | output |
* | --- |
* | "Want results like these?" |
*
* @param {Post_Want_ResultsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_want_results = /** @type {((inputs?: Post_Want_ResultsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Want_ResultsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.post_want_results(inputs)
	if (locale === "fr") return __fr.post_want_results(inputs)
	return __en.post_want_results(inputs)
});
/**
* | output |
* | --- |
* | "Meet Our Professionals" |
*
* @param {Professionals_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_heading = /** @type {((inputs?: Professionals_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.professionals_heading(inputs)
	if (locale === "fr") return __fr.professionals_heading(inputs)
	return __en.professionals_heading(inputs)
});
/**
* | output |
* | --- |
* | "Failed to fetch professionals." |
*
* @param {Professionals_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_load_error = /** @type {((inputs?: Professionals_Load_ErrorInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Load_ErrorInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.professionals_load_error(inputs)
	if (locale === "fr") return __fr.professionals_load_error(inputs)
	return __en.professionals_load_error(inputs)
});
/**
* | output |
* | --- |
* | "All projects" |
*
* @param {Project_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_all = /** @type {((inputs?: Project_AllInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_AllInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_all(inputs)
	if (locale === "fr") return __fr.project_all(inputs)
	return __en.project_all(inputs)
});
/**
* | output |
* | --- |
* | "Book a project like this" |
*
* @param {Project_Book_LikeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_book_like = /** @type {((inputs?: Project_Book_LikeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Book_LikeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_book_like(inputs)
	if (locale === "fr") return __fr.project_book_like(inputs)
	return __en.project_book_like(inputs)
});
/**
* | output |
* | --- |
* | "I'd like a project like \"{title}\"." |
*
* @param {Project_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_booking_message = /** @type {((inputs: Project_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_booking_message(inputs)
	if (locale === "fr") return __fr.project_booking_message(inputs)
	return __en.project_booking_message(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_client = /** @type {((inputs?: Project_ClientInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ClientInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_client(inputs)
	if (locale === "fr") return __fr.project_client(inputs)
	return __en.project_client(inputs)
});
/**
* | output |
* | --- |
* | "Completion date" |
*
* @param {Project_CompletedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_completed = /** @type {((inputs?: Project_CompletedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CompletedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_completed(inputs)
	if (locale === "fr") return __fr.project_completed(inputs)
	return __en.project_completed(inputs)
});
/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Project_GalleryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_gallery = /** @type {((inputs?: Project_GalleryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_GalleryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_gallery(inputs)
	if (locale === "fr") return __fr.project_gallery(inputs)
	return __en.project_gallery(inputs)
});
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Project_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_hero = /** @type {((inputs?: Project_HeroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_HeroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_hero(inputs)
	if (locale === "fr") return __fr.project_hero(inputs)
	return __en.project_hero(inputs)
});
/**
* | output |
* | --- |
* | "{title} for {client}" |
*
* @param {Project_Image_AltInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_image_alt = /** @type {((inputs: Project_Image_AltInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Image_AltInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_image_alt(inputs)
	if (locale === "fr") return __fr.project_image_alt(inputs)
	return __en.project_image_alt(inputs)
});
/**
* | output |
* | --- |
* | "Loading project..." |
*
* @param {Project_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_loading = /** @type {((inputs?: Project_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_loading(inputs)
	if (locale === "fr") return __fr.project_loading(inputs)
	return __en.project_loading(inputs)
});
/**
* | output |
* | --- |
* | "Skills and tools" |
*
* @param {Project_SkillsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_skills = /** @type {((inputs?: Project_SkillsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SkillsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_skills(inputs)
	if (locale === "fr") return __fr.project_skills(inputs)
	return __en.project_skills(inputs)
});
/**
* | output |
* | --- |
* | "The Team" |
*
* @param {Project_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_team = /** @type {((inputs?: Project_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_team(inputs)
	if (locale === "fr") return __fr.project_team(inputs)
	return __en.project_team(inputs)
});
/**
* | output |
* | --- |
* | "{title}: video" |
*
* @param {Project_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_video = /** @type {((inputs: Project_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.project_video(inputs)
	if (locale === "fr") return __fr.project_video(inputs)
	return __en.project_video(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon for our latest work." |
*
* @param {Projects_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_text = /** @type {((inputs?: Projects_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.projects_empty_text(inputs)
	if (locale === "fr") return __fr.projects_empty_text(inputs)
	return __en.projects_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No projects yet" |
*
* @param {Projects_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_title = /** @type {((inputs?: Projects_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.projects_empty_title(inputs)
	if (locale === "fr") return __fr.projects_empty_title(inputs)
	return __en.projects_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Our Portfolio" |
*
* @param {Projects_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_heading = /** @type {((inputs?: Projects_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.projects_heading(inputs)
	if (locale === "fr") return __fr.projects_heading(inputs)
	return __en.projects_heading(inputs)
});
/**
* | output |
* | --- |
* | "Project portfolio" |
*
* @param {Projects_List_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_list_label = /** @type {((inputs?: Projects_List_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_List_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.projects_list_label(inputs)
	if (locale === "fr") return __fr.projects_list_label(inputs)
	return __en.projects_list_label(inputs)
});
/**
* | output |
* | --- |
* | "Loading projects..." |
*
* @param {Projects_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_loading = /** @type {((inputs?: Projects_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.projects_loading(inputs)
	if (locale === "fr") return __fr.projects_loading(inputs)
	return __en.projects_loading(inputs)
});
/**
* | output |
* | --- |
* | "Company code" |
*
* @param {Registration_Company_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_company_code = /** @type {((inputs?: Registration_Company_CodeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Company_CodeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.registration_company_code(inputs)
	if (locale === "fr") return __fr.registration_company_code(inputs)
	return __en.registration_company_code(inputs)
});
/**
* | output |
* | --- |
* | "Company Registration" |
*
* @param {Registration_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_heading = /** @type {((inputs?: Registration_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.registration_heading(inputs)
	if (locale === "fr") return __fr.registration_heading(inputs)
	return __en.registration_heading(inputs)
});
/**
* | output |
* | --- |
* | "Legal name" |
*
* @param {Registration_Legal_NameInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_legal_name = /** @type {((inputs?: Registration_Legal_NameInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Legal_NameInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.registration_legal_name(inputs)
	if (locale === "fr") return __fr.registration_legal_name(inputs)
	return __en.registration_legal_name(inputs)
});
/**
* | output |
* | --- |
* | "Registered with" |
*
* @param {Registration_RegistryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_registry = /** @type {((inputs?: Registration_RegistryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_RegistryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.registration_registry(inputs)
	if (locale === "fr") return __fr.registration_registry(inputs)
	return __en.registration_registry(inputs)
});
/**
* | output |
* | --- |
* | "Tax identification" |
*
* @param {Registration_Tax_IdInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_tax_id = /** @type {((inputs?: Registration_Tax_IdInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Tax_IdInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.registration_tax_id(inputs)
	if (locale === "fr") return __fr.registration_tax_id(inputs)
	return __en.registration_tax_id(inputs)
});
/**
* | output |
* | --- |
* | "New date" |
*
* @param {Reschedule_Date_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_date_label = /** @type {((inputs?: Reschedule_Date_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_Date_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.reschedule_date_label(inputs)
	if (locale === "fr") return __fr.reschedule_date_label(inputs)
	return __en.reschedule_date_label(inputs)
});
/**
* | output |
* | --- |
* | "Moving..." |
*
* @param {Reschedule_MovingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_moving = /** @type {((inputs?: Reschedule_MovingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_MovingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.reschedule_moving(inputs)
	if (locale === "fr") return __fr.reschedule_moving(inputs)
	return __en.reschedule_moving(inputs)
});
/**
* | output |
* | --- |
* | "No time is free on this day." |
*
* @param {Reschedule_No_TimeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_no_time = /** @type {((inputs?: Reschedule_No_TimeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_No_TimeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.reschedule_no_time(inputs)
	if (locale === "fr") return __fr.reschedule_no_time(inputs)
	return __en.reschedule_no_time(inputs)
});
/**
* | output |
* | --- |
* | "Move my consultation" |
*
* @param {Reschedule_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_submit = /** @type {((inputs?: Reschedule_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.reschedule_submit(inputs)
	if (locale === "fr") return __fr.reschedule_submit(inputs)
	return __en.reschedule_submit(inputs)
});
/**
* | output |
* | --- |
* | "New time (Kigali)" |
*
* @param {Reschedule_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_time_label = /** @type {((inputs?: Reschedule_Time_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reschedule_Time_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.reschedule_time_label(inputs)
	if (locale === "fr") return __fr.reschedule_time_label(inputs)
	return __en.reschedule_time_label(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const retry = /** @type {((inputs?: RetryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RetryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.retry(inputs)
	if (locale === "fr") return __fr.retry(inputs)
	return __en.retry(inputs)
});
/**
* | output |
* | --- |
* | "{title} features" |
*
* @param {Service_FeaturesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const service_features = /** @type {((inputs: Service_FeaturesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_FeaturesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.service_features(inputs)
	if (locale === "fr") return __fr.service_features(inputs)
	return __en.service_features(inputs)
});
/**
* | output |
* | --- |
* | "No services yet" |
*
* @param {Services_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_empty = /** @type {((inputs?: Services_EmptyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_EmptyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.services_empty(inputs)
	if (locale === "fr") return __fr.services_empty(inputs)
	return __en.services_empty(inputs)
});
/**
* | output |
* | --- |
* | "Skilled professionals for every part of your brand’s growth." |
*
* @param {Services_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_intro = /** @type {((inputs?: Services_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.services_intro(inputs)
	if (locale === "fr") return __fr.services_intro(inputs)
	return __en.services_intro(inputs)
});
/**
* | output |
* | --- |
* | "Loading services..." |
*
* @param {Services_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_loading = /** @type {((inputs?: Services_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.services_loading(inputs)
	if (locale === "fr") return __fr.services_loading(inputs)
	return __en.services_loading(inputs)
});
/**
* | output |
* | --- |
* | "What We Offer" |
*
* @param {Services_Offer_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_offer_heading = /** @type {((inputs?: Services_Offer_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Offer_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.services_offer_heading(inputs)
	if (locale === "fr") return __fr.services_offer_heading(inputs)
	return __en.services_offer_heading(inputs)
});
/**
* | output |
* | --- |
* | "Share on WhatsApp" |
*
* @param {Share_On_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_on_whatsapp = /** @type {((inputs?: Share_On_WhatsappInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_On_WhatsappInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.share_on_whatsapp(inputs)
	if (locale === "fr") return __fr.share_on_whatsapp(inputs)
	return __en.share_on_whatsapp(inputs)
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
/**
* | output |
* | --- |
* | "Choose a date first to see the free times." |
*
* @param {Slot_Choose_Date_FirstInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_choose_date_first = /** @type {((inputs?: Slot_Choose_Date_FirstInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Choose_Date_FirstInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_choose_date_first(inputs)
	if (locale === "fr") return __fr.slot_choose_date_first(inputs)
	return __en.slot_choose_date_first(inputs)
});
/**
* | output |
* | --- |
* | "We are closed on this day. Please choose another date." |
*
* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed = /** @type {((inputs?: Slot_ClosedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_ClosedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_closed(inputs)
	if (locale === "fr") return __fr.slot_closed(inputs)
	return __en.slot_closed(inputs)
});
/**
* | output |
* | --- |
* | "We are closed on this day ({reason}). Please choose another date." |
*
* @param {Slot_Closed_BecauseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed_because = /** @type {((inputs: Slot_Closed_BecauseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Closed_BecauseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_closed_because(inputs)
	if (locale === "fr") return __fr.slot_closed_because(inputs)
	return __en.slot_closed_because(inputs)
});
/**
* | output |
* | --- |
* | "Every time of this day is booked. Please choose another date." |
*
* @param {Slot_Day_BookedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_day_booked = /** @type {((inputs?: Slot_Day_BookedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Day_BookedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_day_booked(inputs)
	if (locale === "fr") return __fr.slot_day_booked(inputs)
	return __en.slot_day_booked(inputs)
});
/**
* | output |
* | --- |
* | "Looking up the free times…" |
*
* @param {Slot_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_looking_up = /** @type {((inputs?: Slot_Looking_UpInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Looking_UpInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_looking_up(inputs)
	if (locale === "fr") return __fr.slot_looking_up(inputs)
	return __en.slot_looking_up(inputs)
});
/**
* | output |
* | --- |
* | "Could not check which times are free; the booking will still be checked." |
*
* @param {Slot_Lookup_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_lookup_failed = /** @type {((inputs?: Slot_Lookup_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Lookup_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_lookup_failed(inputs)
	if (locale === "fr") return __fr.slot_lookup_failed(inputs)
	return __en.slot_lookup_failed(inputs)
});
/**
* | output |
* | --- |
* | "No consultation times are left on this day. Please choose another date." |
*
* @param {Slot_None_LeftInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_none_left = /** @type {((inputs?: Slot_None_LeftInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_None_LeftInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_none_left(inputs)
	if (locale === "fr") return __fr.slot_none_left(inputs)
	return __en.slot_none_left(inputs)
});
/**
* | output |
* | --- |
* | "Time (Kigali)" |
*
* @param {Slot_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_time_label = /** @type {((inputs?: Slot_Time_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_Time_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.slot_time_label(inputs)
	if (locale === "fr") return __fr.slot_time_label(inputs)
	return __en.slot_time_label(inputs)
});
/**
* | output |
* | --- |
* | "Paid search, display and social advertising managed by specialists who watch every franc of the budget." |
*
* @param {Static_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_description = /** @type {((inputs?: Static_Advertising_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_advertising_description(inputs)
	if (locale === "fr") return __fr.static_advertising_description(inputs)
	return __en.static_advertising_description(inputs)
});
/**
* | output |
* | --- |
* | "Display Advertising" |
*
* @param {Static_Advertising_DisplayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_display = /** @type {((inputs?: Static_Advertising_DisplayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DisplayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_advertising_display(inputs)
	if (locale === "fr") return __fr.static_advertising_display(inputs)
	return __en.static_advertising_display(inputs)
});
/**
* | output |
* | --- |
* | "Ad Optimization" |
*
* @param {Static_Advertising_OptimizationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_optimization = /** @type {((inputs?: Static_Advertising_OptimizationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_OptimizationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_advertising_optimization(inputs)
	if (locale === "fr") return __fr.static_advertising_optimization(inputs)
	return __en.static_advertising_optimization(inputs)
});
/**
* | output |
* | --- |
* | "PPC Campaigns" |
*
* @param {Static_Advertising_PpcInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_ppc = /** @type {((inputs?: Static_Advertising_PpcInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_PpcInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_advertising_ppc(inputs)
	if (locale === "fr") return __fr.static_advertising_ppc(inputs)
	return __en.static_advertising_ppc(inputs)
});
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Static_Advertising_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_title = /** @type {((inputs?: Static_Advertising_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_advertising_title(inputs)
	if (locale === "fr") return __fr.static_advertising_title(inputs)
	return __en.static_advertising_title(inputs)
});
/**
* | output |
* | --- |
* | "Photography, design and video that tell your brand’s story to audiences in Rwanda and beyond." |
*
* @param {Static_Content_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_description = /** @type {((inputs?: Static_Content_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_content_description(inputs)
	if (locale === "fr") return __fr.static_content_description(inputs)
	return __en.static_content_description(inputs)
});
/**
* | output |
* | --- |
* | "Graphic Design" |
*
* @param {Static_Content_DesignInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_design = /** @type {((inputs?: Static_Content_DesignInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_DesignInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_content_design(inputs)
	if (locale === "fr") return __fr.static_content_design(inputs)
	return __en.static_content_design(inputs)
});
/**
* | output |
* | --- |
* | "Photography" |
*
* @param {Static_Content_PhotoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_photo = /** @type {((inputs?: Static_Content_PhotoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_PhotoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_content_photo(inputs)
	if (locale === "fr") return __fr.static_content_photo(inputs)
	return __en.static_content_photo(inputs)
});
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Static_Content_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_title = /** @type {((inputs?: Static_Content_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_content_title(inputs)
	if (locale === "fr") return __fr.static_content_title(inputs)
	return __en.static_content_title(inputs)
});
/**
* | output |
* | --- |
* | "Video Production" |
*
* @param {Static_Content_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_video = /** @type {((inputs?: Static_Content_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_content_video(inputs)
	if (locale === "fr") return __fr.static_content_video(inputs)
	return __en.static_content_video(inputs)
});
/**
* | output |
* | --- |
* | "Analytics & Reporting" |
*
* @param {Static_Marketing_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_analytics = /** @type {((inputs?: Static_Marketing_AnalyticsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_AnalyticsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_marketing_analytics(inputs)
	if (locale === "fr") return __fr.static_marketing_analytics(inputs)
	return __en.static_marketing_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Content Marketing" |
*
* @param {Static_Marketing_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_content = /** @type {((inputs?: Static_Marketing_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_marketing_content(inputs)
	if (locale === "fr") return __fr.static_marketing_content(inputs)
	return __en.static_marketing_content(inputs)
});
/**
* | output |
* | --- |
* | "Campaigns planned around your goals, measured every week and tuned for the channels your customers use." |
*
* @param {Static_Marketing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_description = /** @type {((inputs?: Static_Marketing_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_marketing_description(inputs)
	if (locale === "fr") return __fr.static_marketing_description(inputs)
	return __en.static_marketing_description(inputs)
});
/**
* | output |
* | --- |
* | "Social Media Strategy" |
*
* @param {Static_Marketing_SocialInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_social = /** @type {((inputs?: Static_Marketing_SocialInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_SocialInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_marketing_social(inputs)
	if (locale === "fr") return __fr.static_marketing_social(inputs)
	return __en.static_marketing_social(inputs)
});
/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Static_Marketing_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_title = /** @type {((inputs?: Static_Marketing_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.static_marketing_title(inputs)
	if (locale === "fr") return __fr.static_marketing_title(inputs)
	return __en.static_marketing_title(inputs)
});
/**
* | output |
* | --- |
* | "I'd like to start my own success story." |
*
* @param {Stories_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_booking_message = /** @type {((inputs?: Stories_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stories_booking_message(inputs)
	if (locale === "fr") return __fr.stories_booking_message(inputs)
	return __en.stories_booking_message(inputs)
});
/**
* | output |
* | --- |
* | "Your Story Could Be Next" |
*
* @param {Stories_NextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_next = /** @type {((inputs?: Stories_NextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_NextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stories_next(inputs)
	if (locale === "fr") return __fr.stories_next(inputs)
	return __en.stories_next(inputs)
});
/**
* | output |
* | --- |
* | "Start Your Success Story" |
*
* @param {Stories_StartInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_start = /** @type {((inputs?: Stories_StartInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_StartInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stories_start(inputs)
	if (locale === "fr") return __fr.stories_start(inputs)
	return __en.stories_start(inputs)
});
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Stripe_CardInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_card = /** @type {((inputs?: Stripe_CardInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_CardInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stripe_card(inputs)
	if (locale === "fr") return __fr.stripe_card(inputs)
	return __en.stripe_card(inputs)
});
/**
* | output |
* | --- |
* | "The secure card form could not be loaded (Stripe.js failed to load). Please check your connection and try again." |
*
* @param {Stripe_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_load_failed = /** @type {((inputs?: Stripe_Load_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_Load_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stripe_load_failed(inputs)
	if (locale === "fr") return __fr.stripe_load_failed(inputs)
	return __en.stripe_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the card form" |
*
* @param {Stripe_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_loading = /** @type {((inputs?: Stripe_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stripe_loading(inputs)
	if (locale === "fr") return __fr.stripe_loading(inputs)
	return __en.stripe_loading(inputs)
});
/**
* | output |
* | --- |
* | "Card payments are not available in this browser right now." |
*
* @param {Stripe_UnavailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_unavailable = /** @type {((inputs?: Stripe_UnavailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stripe_UnavailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.stripe_unavailable(inputs)
	if (locale === "fr") return __fr.stripe_unavailable(inputs)
	return __en.stripe_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submit = /** @type {((inputs?: SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.submit(inputs)
	if (locale === "fr") return __fr.submit(inputs)
	return __en.submit(inputs)
});
/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submitting = /** @type {((inputs?: SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.submitting(inputs)
	if (locale === "fr") return __fr.submitting(inputs)
	return __en.submitting(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon to meet the professionals behind our work." |
*
* @param {Team_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const team_empty_text = /** @type {((inputs?: Team_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.team_empty_text(inputs)
	if (locale === "fr") return __fr.team_empty_text(inputs)
	return __en.team_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "Our team is being introduced" |
*
* @param {Team_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const team_empty_title = /** @type {((inputs?: Team_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Team_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.team_empty_title(inputs)
	if (locale === "fr") return __fr.team_empty_title(inputs)
	return __en.team_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "No testimonials yet" |
*
* @param {Testimonials_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_empty = /** @type {((inputs?: Testimonials_EmptyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_EmptyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.testimonials_empty(inputs)
	if (locale === "fr") return __fr.testimonials_empty(inputs)
	return __en.testimonials_empty(inputs)
});
/**
* | output |
* | --- |
* | "What Our Clients Say" |
*
* @param {Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_heading = /** @type {((inputs?: Testimonials_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.testimonials_heading(inputs)
	if (locale === "fr") return __fr.testimonials_heading(inputs)
	return __en.testimonials_heading(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load testimonials. Please try again later." |
*
* @param {Testimonials_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_load_error = /** @type {((inputs?: Testimonials_Load_ErrorInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_Load_ErrorInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.testimonials_load_error(inputs)
	if (locale === "fr") return __fr.testimonials_load_error(inputs)
	return __en.testimonials_load_error(inputs)
});
/**
* | output |
* | --- |
* | "Loading testimonials..." |
*
* @param {Testimonials_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_loading = /** @type {((inputs?: Testimonials_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.testimonials_loading(inputs)
	if (locale === "fr") return __fr.testimonials_loading(inputs)
	return __en.testimonials_loading(inputs)
});
/**
* | output |
* | --- |
* | "Available Exams" |
*
* @param {Tests_AvailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tests_available = /** @type {((inputs?: Tests_AvailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tests_AvailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.tests_available(inputs)
	if (locale === "fr") return __fr.tests_available(inputs)
	return __en.tests_available(inputs)
});
/**
* | output |
* | --- |
* | "Our Courses" |
*
* @param {Training_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const training_courses = /** @type {((inputs?: Training_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Training_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.training_courses(inputs)
	if (locale === "fr") return __fr.training_courses(inputs)
	return __en.training_courses(inputs)
});
/**
* | output |
* | --- |
* | "Lesson {number}: {title}" |
*
* @param {Tutorial_LessonInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_lesson = /** @type {((inputs: Tutorial_LessonInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_LessonInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.tutorial_lesson(inputs)
	if (locale === "fr") return __fr.tutorial_lesson(inputs)
	return __en.tutorial_lesson(inputs)
});
/**
* | output |
* | --- |
* | "{description} {count} lessons, about {minutes} minutes." |
*
* @param {Tutorial_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_subtitle = /** @type {((inputs: Tutorial_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorial_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.tutorial_subtitle(inputs)
	if (locale === "fr") return __fr.tutorial_subtitle(inputs)
	return __en.tutorial_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "All Tutorials" |
*
* @param {Tutorials_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorials_all = /** @type {((inputs?: Tutorials_AllInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tutorials_AllInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return __rw.tutorials_all(inputs)
	if (locale === "fr") return __fr.tutorials_all(inputs)
	return __en.tutorials_all(inputs)
});