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
	return /** @type {LocalizedString} */ (`Qui est ${i?.brand} : notre mission, les professionnels de notre équipe, notre bureau de Kigali et notre immatriculation.`)
};

export const about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance administrative pour les événements et les projets`)
};

export const about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité : campagnes sur Meta, Google et les réseaux display`)
};

export const about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu : photographie, design et vidéo`)
};

export const about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital : réseaux sociaux, recherche et e-mail`)
};

export const about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocole événementiel : délégations, placement et cérémonies`)
};

export const about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction et interprétation en kinyarwanda, anglais, français et swahili`)
};

export const about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos d'${i?.brand}`)
};

export const about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre mission`)
};

export const about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe`)
};

export const about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les professionnels avec qui nos clients travaillent sur chaque projet.`)
};

export const about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous faisons`)
};

export const apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler`)
};

export const appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} le ${i?.date} à ${i?.time} (heure de Kigali)`)
};

export const back_to_home = /** @type {(inputs: Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

export const blog_all_categories = /** @type {(inputs: Blog_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

export const blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt pour de nouveaux contenus`)
};

export const blog_empty_title = /** @type {(inputs: Blog_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun article pour l'instant`)
};

export const blog_filter_label = /** @type {(inputs: Blog_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer les articles par catégorie`)
};

export const blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers articles`)
};

export const blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'article...`)
};

export const blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des articles...`)
};

export const blog_post_not_found = /** @type {(inputs: Blog_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article introuvable`)
};

export const blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n'existe pas.`)
};

export const blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la liste des articles`)
};

export const book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un professionnel`)
};

export const book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver`)
};

export const book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réserver : ${i?.title}`)
};

export const booking_service_admin = /** @type {(inputs: Booking_Service_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance administrative`)
};

export const booking_service_advertising = /** @type {(inputs: Booking_Service_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts en publicité`)
};

export const booking_service_content = /** @type {(inputs: Booking_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu`)
};

export const booking_service_marketing = /** @type {(inputs: Booking_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agents marketing`)
};

export const booking_service_others = /** @type {(inputs: Booking_Service_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres`)
};

export const booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocole d'événements`)
};

export const booking_service_translation = /** @type {(inputs: Booking_Service_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services de traduction`)
};

export const booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre demande a bien été reçue. Notre équipe l'examine et vous écrira dès que votre réservation sera confirmée.`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée !`)
};

export const booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlons-en !`)
};

export const breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d'Ariane`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

export const confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les six chiffres de l'e-mail.`)
};

export const confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation...`)
};

export const confirm_code_submit = /** @type {(inputs: Confirm_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l'e-mail`)
};

export const consultation_add_to_calendar = /** @type {(inputs: Consultation_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

export const consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver une consultation`)
};

export const consultation_code_label = /** @type {(inputs: Consultation_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code reçu par e-mail`)
};

export const consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre e-mail...`)
};

export const consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmé : votre demande est en attente`)
};

export const consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez-nous un message`)
};

export const consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous réservons ${i?.appointment} pendant 30 minutes. Pour le garder, ouvrez le lien envoyé à ${i?.email} ou saisissez ici le code à six chiffres de cet e-mail.`)
};

export const consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date et une heure pour une consultation gratuite. Les heures sont celles de Kigali (CAT).`)
};

export const consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas pu confirmer cette demande`)
};

export const consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois votre e-mail confirmé, votre demande reste en attente jusqu'à la confirmation de notre équipe.`)
};

export const consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande reste en attente jusqu'à ce que notre équipe la confirme ; nous vous écrirons dès que ce sera fait.`)
};

export const consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande reçue, consultez vos e-mails pour la confirmer`)
};

export const consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter ou annuler`)
};

export const consultation_submit = /** @type {(inputs: Consultation_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver la consultation`)
};

export const consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation...`)
};

export const consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre demande reste en attente jusqu'à ce que notre équipe la confirme ; nous vous écrirons dès que ce sera fait.`)
};

export const contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Discuter sur WhatsApp : ${i?.number}`)
};

export const contact_details_heading = /** @type {(inputs: Contact_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

export const contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

export const contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures d'ouverture (heure de Kigali)`)
};

export const contact_whatsapp = /** @type {(inputs: Contact_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp`)
};

export const courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouvelles formations sont annoncées ici en premier ; revenez bientôt.`)
};

export const courses_empty_title = /** @type {(inputs: Courses_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune formation ouverte pour le moment`)
};

export const cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à travailler avec des professionnels d'élite ?`)
};

export const cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet et nous vous mettrons en relation avec la bonne équipe.`)
};

export const docs_no_match = /** @type {(inputs: Docs_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune documentation ne correspond à « ${i?.query} ».`)
};

export const docs_search_label = /** @type {(inputs: Docs_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher dans la documentation`)
};

export const docs_search_placeholder = /** @type {(inputs: Docs_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher dans la documentation...`)
};

export const docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

export const enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finaliser l'inscription`)
};

export const enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

export const enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

export const enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire : ${i?.title}`)
};

export const enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un second e-mail suivra dès que notre prestataire de paiement aura confirmé votre paiement par carte ; nous vous enverrons alors le calendrier de la formation.`)
};

export const enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous contactera pour organiser le paiement ; dès réception, nous vous enverrons le calendrier de la formation.`)
};

export const enroll_processing = /** @type {(inputs: Enroll_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitement...`)
};

export const enroll_step_details = /** @type {(inputs: Enroll_Step_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

export const enroll_step_done = /** @type {(inputs: Enroll_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

export const enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

export const enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie !`)
};

export const enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci, vous êtes inscrit(e) à ${i?.title}. Nous vous envoyons par e-mail une confirmation avec le prix de la formation.`)
};

export const enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

export const event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prix : ${i?.prize}`)
};

export const event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

export const event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

export const events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux concours sont annoncés ici. Revenez bientôt.`)
};

export const events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun concours à venir`)
};

export const events_loading = /** @type {(inputs: Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des prochains événements...`)
};

export const exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refaire le test`)
};

export const exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La réponse est « ${i?.answer} ». `)
};

export const exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct. `)
};

export const exam_description = /** @type {(inputs: Exam_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un test d'entraînement de ${i?.count} questions : ${i?.title}.`)
};

export const exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque question ci-dessous indique la bonne réponse et pourquoi.`)
};

export const exam_eyebrow = /** @type {(inputs: Exam_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Test d'entraînement : ${i?.level}`)
};

export const exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez obtenu ${i?.score} sur ${i?.total}`)
};

export const exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer les réponses`)
};

export const exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} questions, environ ${i?.minutes} minutes. Vos réponses restent dans votre navigateur.`)
};

export const field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un service`)
};

export const field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicatif`)
};

export const field_date = /** @type {(inputs: Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const field_email = /** @type {(inputs: Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

export const field_message = /** @type {(inputs: Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const field_name = /** @type {(inputs: Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const field_phone = /** @type {(inputs: Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

export const field_project_placeholder = /** @type {(inputs: Field_Project_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet`)
};

export const field_service = /** @type {(inputs: Field_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le rappel de réservation`)
};

export const floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un projet`)
};

export const floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confiez votre prochain projet à nos professionnels.`)
};

export const floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous voyez vous plaît ?`)
};

export const form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire...`)
};

export const hero_learn_more = /** @type {(inputs: Hero_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

export const hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès aux meilleurs créateurs de contenu, experts en marketing digital et en publicité`)
};

export const hero_title = /** @type {(inputs: Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rencontrez des professionnels d'élite`)
};

export const hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les services`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des créateurs de contenu, des experts en marketing digital et en publicité d'élite au Rwanda et au-delà.`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le guide complet`)
};

export const how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre méthode`)
};

export const how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du premier appel à la livraison finale, nos professionnels travaillent aux côtés de votre équipe.`)
};

export const how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment ${i?.brand} travaille`)
};

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

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour`)
};

export const list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de charger ${i?.subject}.`)
};

export const list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargement de ${i?.subject}...`)
};

export const list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nos formations`)
};

export const list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les témoignages clients`)
};

export const list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre équipe`)
};

export const manage_cancel = /** @type {(inputs: Manage_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ma consultation`)
};

export const manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cette consultation ?`)
};

export const manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation est annulée. Nous vous avons envoyé une confirmation par e-mail.`)
};

export const manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation`)
};

export const manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

export const manage_loading = /** @type {(inputs: Manage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre consultation...`)
};

export const manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation a été déplacée. Nous vous avons envoyé le nouvel horaire par e-mail.`)
};

export const manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le créneau sera libéré pour d'autres.`)
};

export const manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter`)
};

export const manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut : ${i?.status}`)
};

export const manage_yes_cancel = /** @type {(inputs: Manage_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, l'annuler`)
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

export const office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les heures d'ouverture.`)
};

export const office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des heures d'ouverture…`)
};

export const page_about_title = /** @type {(inputs: Page_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

export const page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyses sur l'événementiel, le marketing, le protocole et la technologie par les professionnels d'Inzira.`)
};

export const page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyses sur l'événementiel, le marketing, le protocole et la technologie par nos professionnels.`)
};

export const page_blog_list_title = /** @type {(inputs: Page_Blog_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const page_blog_list_title2 = /** @type {(inputs: Page_Blog_List_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre blog`)
};

export const page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Défis et événements pour créateurs, marketeurs et agents de protocole ; inscrivez-vous au prochain.`)
};

export const page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participez, apprenez et faites-vous remarquer par les entreprises qui recrutent via Inzira.`)
};

export const page_competitions_title = /** @type {(inputs: Page_Competitions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concours`)
};

export const page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Défis et événements`)
};

export const page_consultation_confirm_description = /** @type {(inputs: Page_Consultation_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez l'adresse e-mail de votre demande de consultation.`)
};

export const page_consultation_confirm_subtitle = /** @type {(inputs: Page_Consultation_Confirm_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande de consultation`)
};

export const page_consultation_confirm_title = /** @type {(inputs: Page_Consultation_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre e-mail`)
};

export const page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez, reportez ou annulez votre consultation.`)
};

export const page_consultation_manage_subtitle = /** @type {(inputs: Page_Consultation_Manage_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reporter ou annuler`)
};

export const page_consultation_manage_title = /** @type {(inputs: Page_Consultation_Manage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation`)
};

export const page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appelez, écrivez ou rendez visite à Inzira à Kigali, ou planifiez une consultation avec notre équipe.`)
};

export const page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet ou planifiez une consultation.`)
};

export const page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const page_contact_title2 = /** @type {(inputs: Page_Contact_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

export const page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les clients de l'agence ont grandi avec les professionnels d'Inzira, racontés par eux-mêmes.`)
};

export const page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des résultats concrets pour les entreprises avec qui nous travaillons.`)
};

export const page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les histoires de nos clients arrivent bientôt ; en attendant, lisez leurs avis sur la page d'accueil.`)
};

export const page_customer_stories_title = /** @type {(inputs: Page_Customer_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune histoire pour l'instant`)
};

export const page_customer_stories_title2 = /** @type {(inputs: Page_Customer_Stories_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoignages clients`)
};

export const page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides sur la réservation de professionnels, l'événementiel, le marketing digital, les modèles et nos politiques.`)
};

export const page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des guides, des références et des modèles.`)
};

export const page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation`)
};

export const page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenez partenaire d'Inzira : touchez de nouveaux clients et grandissez avec les professionnels du Rwanda.`)
};

export const page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir partenaire`)
};

export const page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez les entreprises qui proposent leurs services à nos clients au Rwanda et au-delà.`)
};

export const page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaires`)
};

export const page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grandissez avec Inzira`)
};

export const page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un portfolio de campagnes, de contenus et d'événements réalisés par les professionnels d'Inzira.`)
};

export const page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des réalisations de nos professionnels pour des marques, des institutions et des événements.`)
};

export const page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projets`)
};

export const page_projects_title2 = /** @type {(inputs: Page_Projects_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos projets`)
};

export const page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutoriels, formations, modèles et articles d'Inzira.`)
};

export const page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutoriels, formations, modèles et articles pour vous aider à grandir.`)
};

export const page_resources_title = /** @type {(inputs: Page_Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ressources`)
};

export const page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu, marketing digital, publicité, protocole événementiel, traduction et assistance administrative par des professionnels sélectionnés.`)
};

export const page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des professionnels du contenu, du marketing, de la publicité, de l'événementiel, de la traduction et de l'administration, au Rwanda et au-delà.`)
};

export const page_services_title = /** @type {(inputs: Page_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const page_services_title2 = /** @type {(inputs: Page_Services_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services`)
};

export const page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examens de certification en événementiel, marketing digital et protocole.`)
};

export const page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prouvez vos compétences et obtenez un certificat reconnu.`)
};

export const page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

export const page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests de certification`)
};

export const page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations encadrées en événementiel, marketing digital et protocole.`)
};

export const page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des cours donnés par des professionnels en activité, avec un certificat à la clé.`)
};

export const page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations`)
};

export const page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations professionnelles`)
};

export const page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels vidéo sur l'organisation d'événements, la stratégie de marketing digital et le protocole.`)
};

export const page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des leçons pas à pas par nos professionnels.`)
};

export const page_tutorials_title = /** @type {(inputs: Page_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

export const partner_company = /** @type {(inputs: Partner_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l'entreprise`)
};

export const partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre entreprise et du partenariat envisagé`)
};

export const partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la candidature`)
};

export const partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre intérêt pour un partenariat avec Inzira. Notre équipe examine votre candidature et vous enverra sa décision par e-mail.`)
};

export const partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature envoyée !`)
};

export const partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature de partenariat`)
};

export const partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos partenaires`)
};

export const partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi devenir partenaire`)
};

export const payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement en ligne n'est pas encore activé : votre inscription est enregistrée comme non payée et nous vous contacterons pour le paiement.`)
};

export const post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J'ai lu « ${i?.title} » et j'aimerais en parler.`)
};

export const post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Et ensuite`)
};

export const post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À lire ensuite`)
};

export const post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous voulez des résultats comme ceux-ci ?`)
};

export const professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez nos professionnels`)
};

export const professionals_load_error = /** @type {(inputs: Professionals_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les professionnels.`)
};

export const project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les projets`)
};

export const project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un projet similaire`)
};

export const project_booking_message = /** @type {(inputs: Project_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J'aimerais un projet comme « ${i?.title} ».`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de fin`)
};

export const project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

export const project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projet`)
};

export const project_image_alt = /** @type {(inputs: Project_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} pour ${i?.client}`)
};

export const project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du projet...`)
};

export const project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compétences et outils`)
};

export const project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'équipe`)
};

export const project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : vidéo`)
};

export const projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt pour découvrir nos dernières réalisations.`)
};

export const projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun projet pour l'instant`)
};

export const projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre portfolio`)
};

export const projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio de projets`)
};

export const projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des projets...`)
};

export const registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro d'entreprise`)
};

export const registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immatriculation de l'entreprise`)
};

export const registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison sociale`)
};

export const registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immatriculée auprès de`)
};

export const registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant fiscal`)
};

export const reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle date`)
};

export const reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacement...`)
};

export const reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune heure n'est libre ce jour-là.`)
};

export const reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacer ma consultation`)
};

export const reschedule_time_label = /** @type {(inputs: Reschedule_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle heure (Kigali)`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : prestations`)
};

export const services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun service pour l'instant`)
};

export const services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des professionnels qualifiés pour chaque étape de la croissance de votre marque.`)
};

export const services_loading = /** @type {(inputs: Services_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des services...`)
};

export const services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous proposons`)
};

export const share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager sur WhatsApp`)
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

export const slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d'abord une date pour voir les heures libres.`)
};

export const slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes fermés ce jour-là. Choisissez une autre date.`)
};

export const slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous sommes fermés ce jour-là (${i?.reason}). Choisissez une autre date.`)
};

export const slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les heures de ce jour sont prises. Choisissez une autre date.`)
};

export const slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche des heures libres…`)
};

export const slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de vérifier les heures libres ; la réservation sera tout de même vérifiée.`)
};

export const slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il ne reste aucun créneau ce jour-là. Choisissez une autre date.`)
};

export const slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure (Kigali)`)
};

export const static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité sur les moteurs de recherche, display et réseaux sociaux gérée par des spécialistes qui surveillent chaque franc du budget.`)
};

export const static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité display`)
};

export const static_advertising_optimization = /** @type {(inputs: Static_Advertising_OptimizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optimisation des annonces`)
};

export const static_advertising_ppc = /** @type {(inputs: Static_Advertising_PpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campagnes PPC`)
};

export const static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts en publicité`)
};

export const static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photographie, design et vidéo qui racontent l’histoire de votre marque au Rwanda et au-delà.`)
};

export const static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design graphique`)
};

export const static_content_photo = /** @type {(inputs: Static_Content_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photographie`)
};

export const static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu`)
};

export const static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production vidéo`)
};

export const static_marketing_analytics = /** @type {(inputs: Static_Marketing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse et rapports`)
};

export const static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing de contenu`)
};

export const static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des campagnes conçues autour de vos objectifs, mesurées chaque semaine et ajustées aux canaux de vos clients.`)
};

export const static_marketing_social = /** @type {(inputs: Static_Marketing_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stratégie réseaux sociaux`)
};

export const static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital`)
};

export const stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'aimerais commencer ma propre success story.`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre histoire pourrait être la prochaine`)
};

export const stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez votre success story`)
};

export const stripe_card = /** @type {(inputs: Stripe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

export const stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire de carte sécurisé n'a pas pu être chargé (Stripe.js n'a pas pu se charger). Vérifiez votre connexion et réessayez.`)
};

export const stripe_loading = /** @type {(inputs: Stripe_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire de carte`)
};

export const stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement par carte n'est pas disponible dans ce navigateur pour le moment.`)
};

export const submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

export const submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

export const team_empty_text = /** @type {(inputs: Team_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt pour découvrir les professionnels derrière notre travail.`)
};

export const team_empty_title = /** @type {(inputs: Team_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous sera bientôt présentée`)
};

export const testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun témoignage pour l'instant`)
};

export const testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que disent nos clients`)
};

export const testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les témoignages. Réessayez plus tard.`)
};

export const testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des témoignages...`)
};

export const tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examens disponibles`)
};

export const training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos formations`)
};

export const tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leçon ${i?.number} : ${i?.title}`)
};

export const tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} ${i?.count} leçons, environ ${i?.minutes} minutes.`)
};

export const tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les tutoriels`)
};