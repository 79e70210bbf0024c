/* eslint-disable */
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


export const about_description = /** @type {(inputs: About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} abo ari bo: intego yacu, abanyamwuga bagize itsinda ryacu, ibiro byacu i Kigali n'iyandikwa ry'ikigo cyacu.`)
};

export const about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubufasha mu by'ubuyobozi ku birori n'imishinga`)
};

export const about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza: ubukangurambaga kuri Meta, Google n'imiyoboro y'amatangazo`)
};

export const about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo: amafoto, ibishushanyo na videwo`)
};

export const about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi: imbuga nkoranyambaga, amashakiro n'imeri`)
};

export const about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porotokole y'ibirori: intumwa, imyanya n'imihango`)
};

export const about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubusemuzi mu nyandiko no mu mvugo mu Kinyarwanda, Icyongereza, Igifaransa n'Igiswahili`)
};

export const about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibyerekeye ${i?.brand}`)
};

export const about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intego yacu`)
};

export const about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu`)
};

export const about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga abakiriya bakorana na bo kuri buri mushinga.`)
};

export const about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo dukora`)
};

export const apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba ubu`)
};

export const appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} ku wa ${i?.date} saa ${i?.time} (isaha y'i Kigali)`)
};

export const back_to_home = /** @type {(inputs: Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subira ahabanza`)
};

export const blog_all_categories = /** @type {(inputs: Blog_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Byose`)
};

export const blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garuka vuba urebe ibishya`)
};

export const blog_empty_title = /** @type {(inputs: Blog_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta nyandiko irasohoka`)
};

export const blog_filter_label = /** @type {(inputs: Blog_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo inyandiko ukurikije icyiciro`)
};

export const blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko ziheruka`)
};

export const blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana inyandiko...`)
};

export const blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana inyandiko...`)
};

export const blog_post_not_found = /** @type {(inputs: Blog_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi nyandiko ntibonetse`)
};

export const blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi nyandiko ntibaho.`)
};

export const blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subira ku rutonde rw'inyandiko`)
};

export const book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umunyamwuga`)
};

export const book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba ubu`)
};

export const book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saba ubu: ${i?.title}`)
};

export const booking_service_admin = /** @type {(inputs: Booking_Service_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubufasha mu by'ubuyobozi`)
};

export const booking_service_advertising = /** @type {(inputs: Booking_Service_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzobere mu kwamamaza`)
};

export const booking_service_content = /** @type {(inputs: Booking_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo`)
};

export const booking_service_marketing = /** @type {(inputs: Booking_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abakozi bo kwamamaza`)
};

export const booking_service_others = /** @type {(inputs: Booking_Service_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibindi`)
};

export const booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porotokole y'ibirori`)
};

export const booking_service_translation = /** @type {(inputs: Booking_Service_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi z'ubusemuzi`)
};

export const booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze, icyifuzo cyanyu cyakiriwe. Itsinda ryacu rirakisuzuma kandi rizabandikira kuri imeri igihe kizaba cyemejwe.`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyoherejwe!`)
};

export const booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuganire!`)
};

export const breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzira y'amapaji`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga`)
};

export const competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa biri imbere`)
};

export const confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika imibare itandatu iri muri imeri.`)
};

export const confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwemeza...`)
};

export const confirm_code_submit = /** @type {(inputs: Confirm_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emeza imeri`)
};

export const consultation_add_to_calendar = /** @type {(inputs: Consultation_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shyira kuri kalendari`)
};

export const consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba inama`)
};

export const consultation_code_label = /** @type {(inputs: Consultation_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode iri muri imeri`)
};

export const consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwemeza imeri yawe...`)
};

export const consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri yemejwe: icyifuzo cyawe kirategereje`)
};

export const consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

export const consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tukubikiye ${i?.appointment} mu minota 30. Kugira ngo ukigumane, fungura ihuza twohereje kuri ${i?.email}, cyangwa wandike hano kode y'imibare itandatu iri muri iyo imeri.`)
};

export const consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo itariki n'isaha y'inama y'ubuntu. Amasaha ni ay'i Kigali (CAT).`)
};

export const consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntitwashoboye kwemeza iki cyifuzo`)
};

export const consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri yawe nimara kwemezwa, icyifuzo cyawe kizategereza kugeza itsinda ryacu rikemeje.`)
};

export const consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyawe kirategereje kugeza itsinda ryacu rikemeje, kandi tuzakwandikira kuri imeri ako kanya.`)
};

export const consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyakiriwe, reba imeri yawe kugira ngo ucyemeze`)
};

export const consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe cyangwa uhagarike`)
};

export const consultation_submit = /** @type {(inputs: Consultation_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba inama`)
};

export const consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kubika...`)
};

export const consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze. Icyifuzo cyawe kirategereje kugeza itsinda ryacu rikemeje, kandi tuzakwandikira kuri imeri ako kanya.`)
};

export const contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tuganire kuri WhatsApp: ${i?.number}`)
};

export const contact_details_heading = /** @type {(inputs: Contact_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aho wadusanga`)
};

export const contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibiro`)
};

export const contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasaha y'akazi (isaha y'i Kigali)`)
};

export const contact_whatsapp = /** @type {(inputs: Contact_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp`)
};

export const courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo mashya atangarizwa hano mbere; garuka vuba.`)
};

export const courses_empty_title = /** @type {(inputs: Courses_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta somo rifunguye ubu`)
};

export const cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Witeguye gukorana n'abanyamwuga b'indashyikirwa?`)
};

export const cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire umushinga wawe tuguhuze n'itsinda rikwiriye.`)
};

export const docs_no_match = /** @type {(inputs: Docs_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nta nyandiko ihuye na “${i?.query}”.`)
};

export const docs_search_label = /** @type {(inputs: Docs_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shakisha mu nyandiko`)
};

export const docs_search_placeholder = /** @type {(inputs: Docs_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shakisha mu nyandiko...`)
};

export const docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo`)
};

export const enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rangiza kwiyandikisha`)
};

export const enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Komeza ujye kwishyura`)
};

export const enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikishe`)
};

export const enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe: ${i?.title}`)
};

export const enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indi imeri izakurikiraho igihe uwishyuza wacu yemeje ubwishyu bw'ikarita yawe; hanyuma tukoherereze ingengabihe y'isomo.`)
};

export const enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu rizakuvugisha ku bijyanye no kwishyura; nitumara kwakira ubwishyu, tuzakoherereza ingengabihe y'isomo.`)
};

export const enroll_processing = /** @type {(inputs: Enroll_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kubikora...`)
};

export const enroll_step_details = /** @type {(inputs: Enroll_Step_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amakuru`)
};

export const enroll_step_done = /** @type {(inputs: Enroll_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Byarangiye`)
};

export const enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura`)
};

export const enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwiyandikisha byagenze neza!`)
};

export const enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Murakoze, mwiyandikishije muri ${i?.title}. Turaboherereza kuri imeri icyemezo kiriho amafaranga y'isomo.`)
};

export const enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

export const event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Igihembo: ${i?.prize}`)
};

export const event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikishe`)
};

export const event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

export const events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa mashya atangarizwa hano. Garuka vuba.`)
};

export const events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta marushanwa ari imbere`)
};

export const events_loading = /** @type {(inputs: Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana amarushanwa ari imbere...`)
};

export const exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongera ukore ikizamini`)
};

export const exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Igisubizo ni “${i?.answer}”. `)
};

export const exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni byo. `)
};

export const exam_description = /** @type {(inputs: Exam_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ikizamini cy'imyitozo cy'ibibazo ${i?.count}: ${i?.title}.`)
};

export const exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buri kibazo kiri hepfo kirerekana igisubizo nyacyo n'impamvu.`)
};

export const exam_eyebrow = /** @type {(inputs: Exam_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ikizamini cy'imyitozo: ${i?.level}`)
};

export const exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wabonye ${i?.score} kuri ${i?.total}`)
};

export const exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza ibisubizo`)
};

export const exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibibazo ${i?.count}, iminota ${i?.minutes} hafi. Ibisubizo byawe biguma muri mushakisha yawe.`)
};

export const field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo serivisi`)
};

export const field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode y'igihugu`)
};

export const field_date = /** @type {(inputs: Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itariki`)
};

export const field_email = /** @type {(inputs: Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri`)
};

export const field_message = /** @type {(inputs: Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubutumwa`)
};

export const field_name = /** @type {(inputs: Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amazina`)
};

export const field_phone = /** @type {(inputs: Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefoni`)
};

export const field_project_placeholder = /** @type {(inputs: Field_Project_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire ku mushinga wawe`)
};

export const field_service = /** @type {(inputs: Field_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi`)
};

export const floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga iyi nyibutsa`)
};

export const floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umushinga`)
};

export const floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reka abanyamwuga bacu bakore umushinga wawe utaha.`)
};

export const floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibi urabikunze?`)
};

export const form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ifishi...`)
};

export const hero_learn_more = /** @type {(inputs: Hero_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menya byinshi`)
};

export const hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irembo ryawe rigana ku bahanga mu gukora ibirimo, kwamamaza kuri murandasi n'inzobere mu kwamamaza`)
};

export const hero_title = /** @type {(inputs: Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huza n'abanyamwuga b'indashyikirwa`)
};

export const hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reba serivisi`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huza n'abahanga mu gukora ibirimo, kwamamaza kuri murandasi n'inzobere mu kwamamaza mu Rwanda no hanze yarwo.`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi zacu`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahabanza`)
};

export const how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma imfashanyigisho yose`)
};

export const how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uko dukora`)
};

export const how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuva ku guhamagara kwa mbere kugeza ku gutanga umusaruro wa nyuma, abanyamwuga bacu bakorana n'itsinda ryawe.`)
};

export const how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uko ${i?.brand} ikora`)
};

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

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Byavuguruwe bwa nyuma`)
};

export const list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana ${i?.subject}.`)
};

export const list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ${i?.subject}...`)
};

export const list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amasomo yacu`)
};

export const list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inkuru z'abakiriya`)
};

export const list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`itsinda ryacu`)
};

export const manage_cancel = /** @type {(inputs: Manage_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hagarika`)
};

export const manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hagarika inama yanjye`)
};

export const manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uhagarike iyi nama?`)
};

export const manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe yahagaritswe. Twakoherereje icyemezo kuri imeri.`)
};

export const manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe`)
};

export const manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yigumane`)
};

export const manage_loading = /** @type {(inputs: Manage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana inama yawe...`)
};

export const manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe yimuwe. Twakoherereje igihe gishya kuri imeri.`)
};

export const manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyo gihe kizahabwa abandi.`)
};

export const manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe`)
};

export const manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uko bihagaze: ${i?.status}`)
};

export const manage_yes_cancel = /** @type {(inputs: Manage_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yego, yihagarike`)
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

export const office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana amasaha y'akazi.`)
};

export const office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana amasaha y'akazi…`)
};

export const page_about_title = /** @type {(inputs: Page_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyerekeye twe`)
};

export const page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibitekerezo ku micungire y'ibirori, kwamamaza, porotokole n'ikoranabuhanga by'abanyamwuga ba Inzira.`)
};

export const page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibitekerezo ku micungire y'ibirori, kwamamaza, porotokole n'ikoranabuhanga by'abanyamwuga bacu.`)
};

export const page_blog_list_title = /** @type {(inputs: Page_Blog_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogu`)
};

export const page_blog_list_title2 = /** @type {(inputs: Page_Blog_List_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blogu yacu`)
};

export const page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa n'ibikorwa by'abahanzi b'ibirimo, abamamaza n'abashinzwe porotokole; iyandikishe mu ritaha.`)
};

export const page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rushanwa, wige kandi umenyekane ku bigo bitanga akazi binyuze muri Inzira.`)
};

export const page_competitions_title = /** @type {(inputs: Page_Competitions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa`)
};

export const page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa n'ibikorwa`)
};

export const page_consultation_confirm_description = /** @type {(inputs: Page_Consultation_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emeza imeri y'icyifuzo cyawe cy'inama.`)
};

export const page_consultation_confirm_subtitle = /** @type {(inputs: Page_Consultation_Confirm_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyawe cy'inama`)
};

export const page_consultation_confirm_title = /** @type {(inputs: Page_Consultation_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emeza imeri yawe`)
};

export const page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reba, hindura igihe cyangwa uhagarike inama yawe.`)
};

export const page_consultation_manage_subtitle = /** @type {(inputs: Page_Consultation_Manage_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindura igihe cyangwa uhagarike`)
};

export const page_consultation_manage_title = /** @type {(inputs: Page_Consultation_Manage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe`)
};

export const page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamagara, andika imeri cyangwa usure Inzira i Kigali, cyangwa usabe inama n'itsinda ryacu.`)
};

export const page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire umushinga wawe cyangwa usabe inama.`)
};

export const page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

export const page_contact_title2 = /** @type {(inputs: Page_Contact_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

export const page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uko abakiriya b'ikigo batejwe imbere n'abanyamwuga ba Inzira, mu magambo yabo.`)
};

export const page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umusaruro nyawo w'ibigo dukorana na byo.`)
};

export const page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru z'abakiriya bacu ziri mu nzira; hagati aho soma ibyo bavuga ku ipaji y'ahabanza.`)
};

export const page_customer_stories_title = /** @type {(inputs: Page_Customer_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta nkuru irahari`)
};

export const page_customer_stories_title2 = /** @type {(inputs: Page_Customer_Stories_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru z'abakiriya`)
};

export const page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imfashanyigisho ku gusaba abanyamwuga, gucunga ibirori, kwamamaza kuri murandasi, ingero n'amabwiriza yacu.`)
};

export const page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shaka imfashanyigisho, inyandiko n'ingero.`)
};

export const page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko`)
};

export const page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ba umufatanyabikorwa wa Inzira: ugere ku bakiriya bashya kandi utere imbere hamwe n'abanyamwuga bo mu Rwanda.`)
};

export const page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ba umufatanyabikorwa`)
};

export const page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifatanye n'ibigo bigeza serivisi zabyo ku bakiriya bacu mu Rwanda no hanze yarwo.`)
};

export const page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa`)
};

export const page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tera imbere hamwe na Inzira`)
};

export const page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urutonde rw'ubukangurambaga, ibirimo n'ibirori byakozwe n'abanyamwuga ba Inzira.`)
};

export const page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa abanyamwuga bacu bakoreye ibirango, ibigo n'ibirori.`)
};

export const page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga`)
};

export const page_projects_title2 = /** @type {(inputs: Page_Projects_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga yacu`)
};

export const page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko, amasomo, amahugurwa, ingero n'inyandiko za Inzira.`)
};

export const page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko, amasomo, amahugurwa, ingero n'inyandiko bigufasha gutera imbere.`)
};

export const page_resources_title = /** @type {(inputs: Page_Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyigisho`)
};

export const page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo, kwamamaza kuri murandasi, kwamamaza, porotokole y'ibirori, ubusemuzi n'ubufasha mu by'ubuyobozi bitangwa n'abanyamwuga bagenzuwe.`)
};

export const page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga mu birimo, kwamamaza, ibirori, ubusemuzi n'ubuyobozi, mu Rwanda no hanze yarwo.`)
};

export const page_services_title = /** @type {(inputs: Page_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi`)
};

export const page_services_title2 = /** @type {(inputs: Page_Services_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi zacu`)
};

export const page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini by'impamyabushobozi mu gucunga ibirori, kwamamaza kuri murandasi na porotokole.`)
};

export const page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erekana ubumenyi bwawe ubone impamyabushobozi yemewe.`)
};

export const page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini`)
};

export const page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini by'impamyabushobozi`)
};

export const page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo atangwa n'abarimu mu gucunga ibirori, kwamamaza kuri murandasi na porotokole.`)
};

export const page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yigishwa n'abanyamwuga bakora, asozwa n'impamyabushobozi.`)
};

export const page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa`)
};

export const page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa y'abanyamwuga`)
};

export const page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo ya videwo ku gutegura ibirori, ingamba zo kwamamaza kuri murandasi na porotokole.`)
};

export const page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo intambwe ku yindi y'abanyamwuga bacu.`)
};

export const page_tutorials_title = /** @type {(inputs: Page_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo`)
};

export const partner_company = /** @type {(inputs: Partner_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izina ry'ikigo`)
};

export const partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire ku kigo cyawe n'uko wifuza ko dufatanya`)
};

export const partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza ubusabe`)
};

export const partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze kuba mwifuza gufatanya na Inzira. Itsinda ryacu rizasuzuma ubusabe bwanyu kandi ribandikire icyemezo cyaryo.`)
};

export const partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubusabe bwoherejwe!`)
};

export const partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gusaba ubufatanye`)
};

export const partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa bacu`)
};

export const partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impamvu wafatanya natwe`)
};

export const payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura kuri murandasi ntibiratangira: kwiyandikisha kwawe kwanditswe nk'utarishyura, kandi tuzakuvugisha ku bijyanye no kwishyura.`)
};

export const post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nasomye "${i?.title}" kandi nifuza ko tubiganiraho.`)
};

export const post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikurikiraho`)
};

export const post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma ibindi`)
};

export const post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urashaka umusaruro nk'uyu?`)
};

export const professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menya abanyamwuga bacu`)
};

export const professionals_load_error = /** @type {(inputs: Professionals_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana abanyamwuga.`)
};

export const project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga yose`)
};

export const project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umushinga nk'uyu`)
};

export const project_booking_message = /** @type {(inputs: Project_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nifuza umushinga nk'uwa "${i?.title}".`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umukiriya`)
};

export const project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itariki yarangiriyeho`)
};

export const project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amafoto`)
};

export const project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umushinga`)
};

export const project_image_alt = /** @type {(inputs: Project_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ya ${i?.client}`)
};

export const project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana umushinga...`)
};

export const project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubumenyi n'ibikoresho`)
};

export const project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda`)
};

export const project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: videwo`)
};

export const projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garuka vuba urebe ibikorwa byacu biheruka.`)
};

export const projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta mushinga urahari`)
};

export const projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa byacu`)
};

export const projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urutonde rw'imishinga`)
};

export const projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana imishinga...`)
};

export const registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomero y'ikigo`)
};

export const registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikwa ry'ikigo`)
};

export const registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izina ryemewe n'amategeko`)
};

export const registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cyandikishijwe muri`)
};

export const registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomero y'umusoreshwa`)
};

export const reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itariki nshya`)
};

export const reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwimura...`)
};

export const reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta saha ihari kuri uyu munsi.`)
};

export const reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imura inama yanjye`)
};

export const reschedule_time_label = /** @type {(inputs: Reschedule_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isaha nshya (Kigali)`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongera ugerageze`)
};

export const service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibigize ${i?.title}`)
};

export const services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta serivisi irahari`)
};

export const services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga b'abahanga kuri buri ntambwe y'iterambere ry'ikirango cyawe.`)
};

export const services_loading = /** @type {(inputs: Services_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana serivisi...`)
};

export const services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo dutanga`)
};

export const share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sangiza kuri WhatsApp`)
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

export const slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banza uhitemo itariki kugira ngo ubone amasaha ahari.`)
};

export const slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuri uyu munsi turafunze. Hitamo indi tariki.`)
};

export const slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kuri uyu munsi turafunze (${i?.reason}). Hitamo indi tariki.`)
};

export const slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasaha yose y'uyu munsi yafashwe. Hitamo indi tariki.`)
};

export const slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo gushaka amasaha ahari…`)
};

export const slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntitwashoboye kureba amasaha ahari; icyifuzo cyawe kizagenzurwa uko byagenda kose.`)
};

export const slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta masaha y'inama asigaye kuri uyu munsi. Hitamo indi tariki.`)
};

export const slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isaha (Kigali)`)
};

export const static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kwishyurwa ku mashakiro, ku mbuga no ku mbuga nkoranyambaga bicungwa n'inzobere zikurikirana buri faranga ry'ingengo y'imari.`)
};

export const static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza hakoreshejwe amashusho`)
};

export const static_advertising_optimization = /** @type {(inputs: Static_Advertising_OptimizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunoza amatangazo`)
};

export const static_advertising_ppc = /** @type {(inputs: Static_Advertising_PpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubukangurambaga bwishyurwa ku ikanda`)
};

export const static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzobere mu kwamamaza`)
};

export const static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amafoto, ibishushanyo na videwo bivuga inkuru y'ikirango cyawe ku bantu bo mu Rwanda no hanze yarwo.`)
};

export const static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igishushanyo mbonera`)
};

export const static_content_photo = /** @type {(inputs: Static_Content_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gufotora`)
};

export const static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo`)
};

export const static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora videwo`)
};

export const static_marketing_analytics = /** @type {(inputs: Static_Marketing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isesengura na raporo`)
};

export const static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza hakoreshejwe ibirimo`)
};

export const static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubukangurambaga buteguwe hakurikijwe intego zawe, bupimwa buri cyumweru kandi bujyanye n'imiyoboro abakiriya bawe bakoresha.`)
};

export const static_marketing_social = /** @type {(inputs: Static_Marketing_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingamba ku mbuga nkoranyambaga`)
};

export const static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi`)
};

export const stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nifuza gutangira inkuru yanjye y'intsinzi.`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru yawe ishobora gukurikiraho`)
};

export const stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tangira inkuru yawe y'intsinzi`)
};

export const stripe_card = /** @type {(inputs: Stripe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikarita`)
};

export const stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifishi yizewe y'ikarita ntiyashoboye gufunguka (Stripe.js ntiyafungutse). Reba murandasi yawe wongere ugerageze.`)
};

export const stripe_loading = /** @type {(inputs: Stripe_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ifishi y'ikarita`)
};

export const stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura n'ikarita ntibishoboka muri iyi mushakisha ubu.`)
};

export const submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza`)
};

export const submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kohereza...`)
};

export const team_empty_text = /** @type {(inputs: Team_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garuka vuba umenye abanyamwuga bari inyuma y'ibikorwa byacu.`)
};

export const team_empty_title = /** @type {(inputs: Team_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu riri kumenyekanishwa`)
};

export const testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta buhamya burahari`)
};

export const testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo abakiriya bacu bavuga`)
};

export const testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana ubuhamya. Ongera ugerageze nyuma.`)
};

export const testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ubuhamya...`)
};

export const tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini biboneka`)
};

export const training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yacu`)
};

export const tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Isomo rya ${i?.number}: ${i?.title}`)
};

export const tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} Amasomo ${i?.count}, iminota ${i?.minutes} hafi.`)
};

export const tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yose`)
};