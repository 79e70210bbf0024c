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
	return /** @type {LocalizedString} */ (`Who ${i?.brand} is: our mission, the professionals on our team, our Kigali office and our company registration.`)
};

export const about_discipline_admin = /** @type {(inputs: About_Discipline_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrative support for events and projects`)
};

export const about_discipline_advertising = /** @type {(inputs: About_Discipline_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising: campaigns on Meta, Google and display networks`)
};

export const about_discipline_content = /** @type {(inputs: About_Discipline_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content creation: photography, design and video`)
};

export const about_discipline_marketing = /** @type {(inputs: About_Discipline_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital marketing: social media, search and e-mail`)
};

export const about_discipline_protocol = /** @type {(inputs: About_Discipline_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event protocol: delegations, seating and ceremonies`)
};

export const about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation and interpretation in Kinyarwanda, English, French and Swahili`)
};

export const about_hero = /** @type {(inputs: About_HeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.brand}`)
};

export const about_mission = /** @type {(inputs: About_MissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Mission`)
};

export const about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Team`)
};

export const about_team_intro = /** @type {(inputs: About_Team_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The professionals clients work with on every project.`)
};

export const about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Do`)
};

export const apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

export const appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} on ${i?.date} at ${i?.time} (Kigali time)`)
};

export const back_to_home = /** @type {(inputs: Back_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

export const blog_all_categories = /** @type {(inputs: Blog_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for new content`)
};

export const blog_empty_title = /** @type {(inputs: Blog_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Blog Posts Yet`)
};

export const blog_filter_label = /** @type {(inputs: Blog_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter posts by category`)
};

export const blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Posts`)
};

export const blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading blog post...`)
};

export const blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading blog posts...`)
};

export const blog_post_not_found = /** @type {(inputs: Blog_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog post not found`)
};

export const blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This blog post does not exist.`)
};

export const blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Blog List`)
};

export const book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Professional`)
};

export const book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Now`)
};

export const book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book Now: ${i?.title}`)
};

export const booking_service_admin = /** @type {(inputs: Booking_Service_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrative Support (Assistance)`)
};

export const booking_service_advertising = /** @type {(inputs: Booking_Service_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising Experts`)
};

export const booking_service_content = /** @type {(inputs: Booking_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Creation`)
};

export const booking_service_marketing = /** @type {(inputs: Booking_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing Agents`)
};

export const booking_service_others = /** @type {(inputs: Booking_Service_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Others`)
};

export const booking_service_protocol = /** @type {(inputs: Booking_Service_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Protocols`)
};

export const booking_service_translation = /** @type {(inputs: Booking_Service_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation Services`)
};

export const booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your request is received. Our team reviews it and e-mails you once your booking is confirmed.`)
};

export const booking_success_title = /** @type {(inputs: Booking_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking Submitted!`)
};

export const booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let's Talk!`)
};

export const breadcrumb = /** @type {(inputs: BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

export const close = /** @type {(inputs: CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const competitions_upcoming = /** @type {(inputs: Competitions_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

export const confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the six digits from the e-mail.`)
};

export const confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

export const confirm_code_submit = /** @type {(inputs: Confirm_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm e-mail`)
};

export const consultation_add_to_calendar = /** @type {(inputs: Consultation_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

export const consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a consultation`)
};

export const consultation_code_label = /** @type {(inputs: Consultation_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the e-mail`)
};

export const consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your e-mail...`)
};

export const consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmed: your request is pending`)
};

export const consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Us a Message`)
};

export const consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We're holding ${i?.appointment} for 30 minutes. To keep it, open the link we sent to ${i?.email}, or enter the six-digit code from that e-mail here.`)
};

export const consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date and time for a free consultation. Times are Kigali time (CAT).`)
};

export const consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm this request`)
};

export const consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once your e-mail is confirmed, your request is pending until our team confirms it.`)
};

export const consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request is pending until our team confirms it, and we'll e-mail you as soon as they do.`)
};

export const consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received, check your e-mail to confirm`)
};

export const consultation_reschedule_or_cancel = /** @type {(inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule or cancel`)
};

export const consultation_submit = /** @type {(inputs: Consultation_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Consultation`)
};

export const consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking...`)
};

export const consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your request is pending until our team confirms it, and we'll e-mail you as soon as they do.`)
};

export const contact_chat_whatsapp = /** @type {(inputs: Contact_Chat_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp: ${i?.number}`)
};

export const contact_details_heading = /** @type {(inputs: Contact_Details_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Details`)
};

export const contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

export const contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office hours (Kigali time)`)
};

export const contact_whatsapp = /** @type {(inputs: Contact_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp`)
};

export const courses_empty_text = /** @type {(inputs: Courses_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New courses are announced here first; check back soon.`)
};

export const courses_empty_title = /** @type {(inputs: Courses_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No courses open right now`)
};

export const cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Work with Elite Professionals?`)
};

export const cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project and we will match you with the right team.`)
};

export const docs_no_match = /** @type {(inputs: Docs_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No documentation matches “${i?.query}”.`)
};

export const docs_search_label = /** @type {(inputs: Docs_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search documentation`)
};

export const docs_search_placeholder = /** @type {(inputs: Docs_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search documentation...`)
};

export const docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

export const enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Enrollment`)
};

export const enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to Payment`)
};

export const enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enroll Now`)
};

export const enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll Now: ${i?.title}`)
};

export const enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A second e-mail follows as soon as our payment provider confirms your card payment; then we send you the course schedule.`)
};

export const enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you to arrange the payment; once it is received, we send you the course schedule.`)
};

export const enroll_processing = /** @type {(inputs: Enroll_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

export const enroll_step_details = /** @type {(inputs: Enroll_Step_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const enroll_step_done = /** @type {(inputs: Enroll_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrollment Successful!`)
};

export const enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you, you are enrolled in ${i?.title}. We are e-mailing you a confirmation with the course fee.`)
};

export const enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll in ${i?.title}`)
};

export const event_prize = /** @type {(inputs: Event_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prize: ${i?.prize}`)
};

export const event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

export const event_register_for = /** @type {(inputs: Event_Register_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

export const events_empty_text = /** @type {(inputs: Events_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New competitions are announced here. Please check back soon.`)
};

export const events_empty_title = /** @type {(inputs: Events_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming competitions`)
};

export const events_loading = /** @type {(inputs: Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading upcoming events...`)
};

export const exam_again = /** @type {(inputs: Exam_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take the test again`)
};

export const exam_answer_is = /** @type {(inputs: Exam_Answer_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The answer is “${i?.answer}”. `)
};

export const exam_correct = /** @type {(inputs: Exam_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct. `)
};

export const exam_description = /** @type {(inputs: Exam_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.count}-question practice test: ${i?.title}.`)
};

export const exam_explained = /** @type {(inputs: Exam_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each question below shows the right answer and why.`)
};

export const exam_eyebrow = /** @type {(inputs: Exam_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level} practice test`)
};

export const exam_score = /** @type {(inputs: Exam_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You scored ${i?.score} out of ${i?.total}`)
};

export const exam_submit = /** @type {(inputs: Exam_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit answers`)
};

export const exam_subtitle = /** @type {(inputs: Exam_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} questions, about ${i?.minutes} minutes. Your answers stay in your browser.`)
};

export const field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service`)
};

export const field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country code`)
};

export const field_date = /** @type {(inputs: Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const field_email = /** @type {(inputs: Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const field_message = /** @type {(inputs: Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const field_name = /** @type {(inputs: Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const field_phone = /** @type {(inputs: Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const field_project_placeholder = /** @type {(inputs: Field_Project_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project`)
};

export const field_service = /** @type {(inputs: Field_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the booking reminder`)
};

export const floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a project`)
};

export const floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let our professionals build your next project.`)
};

export const floating_book_title = /** @type {(inputs: Floating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like what you see?`)
};

export const form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the form...`)
};

export const hero_learn_more = /** @type {(inputs: Hero_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

export const hero_subtitle = /** @type {(inputs: Hero_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts`)
};

export const hero_title = /** @type {(inputs: Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with Elite Professionals`)
};

export const hero_view_services = /** @type {(inputs: Hero_View_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Services`)
};

export const home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with elite content creators, digital marketers and advertising experts in Rwanda and beyond.`)
};

export const home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Services`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the full guide`)
};

export const how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How We Work`)
};

export const how_we_work_intro = /** @type {(inputs: How_We_Work_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the first call to the final delivery, our professionals work alongside your team.`)
};

export const how_we_work_video = /** @type {(inputs: How_We_Work_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.brand} works`)
};

export const language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English.`)
};

export const language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, thanks`)
};

export const language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read in English`)
};

export const language_switcher_label = /** @type {(inputs: Language_Switcher_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated`)
};

export const list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to load ${i?.subject}.`)
};

export const list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.subject}...`)
};

export const list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our courses`)
};

export const list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the customer stories`)
};

export const list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our team`)
};

export const manage_cancel = /** @type {(inputs: Manage_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const manage_cancel_mine = /** @type {(inputs: Manage_Cancel_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my consultation`)
};

export const manage_cancel_question = /** @type {(inputs: Manage_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this consultation?`)
};

export const manage_cancelled = /** @type {(inputs: Manage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation is cancelled. We have e-mailed you a confirmation.`)
};

export const manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation`)
};

export const manage_keep = /** @type {(inputs: Manage_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const manage_loading = /** @type {(inputs: Manage_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your consultation...`)
};

export const manage_moved = /** @type {(inputs: Manage_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation has moved. We have e-mailed you the new time.`)
};

export const manage_released = /** @type {(inputs: Manage_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The time is released for others.`)
};

export const manage_reschedule = /** @type {(inputs: Manage_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule`)
};

export const manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

export const manage_yes_cancel = /** @type {(inputs: Manage_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel it`)
};

export const nav_about = /** @type {(inputs: Nav_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

export const nav_advertising_experts = /** @type {(inputs: Nav_Advertising_ExpertsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising Experts`)
};

export const nav_all_resources = /** @type {(inputs: Nav_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Resources`)
};

export const nav_blog = /** @type {(inputs: Nav_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const nav_competitions = /** @type {(inputs: Nav_CompetitionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitions`)
};

export const nav_contact = /** @type {(inputs: Nav_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const nav_content_creation = /** @type {(inputs: Nav_Content_CreationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Creation`)
};

export const nav_cookies = /** @type {(inputs: Nav_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie Policy`)
};

export const nav_customer_stories = /** @type {(inputs: Nav_Customer_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Stories`)
};

export const nav_digital_marketing = /** @type {(inputs: Nav_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

export const nav_docs = /** @type {(inputs: Nav_DocsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Docs`)
};

export const nav_partners = /** @type {(inputs: Nav_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

export const nav_privacy = /** @type {(inputs: Nav_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const nav_projects = /** @type {(inputs: Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

export const nav_resources = /** @type {(inputs: Nav_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

export const nav_services = /** @type {(inputs: Nav_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

export const nav_training = /** @type {(inputs: Nav_TrainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training`)
};

export const nav_tutorials = /** @type {(inputs: Nav_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

export const office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the office hours.`)
};

export const office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading office hours…`)
};

export const page_about_title = /** @type {(inputs: Page_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

export const page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights on event management, marketing, protocol and technology from Inzira's professionals.`)
};

export const page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights on event management, marketing, protocol and technology from our professionals.`)
};

export const page_blog_list_title = /** @type {(inputs: Page_Blog_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

export const page_blog_list_title2 = /** @type {(inputs: Page_Blog_List_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Blog`)
};

export const page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges and events for creators, marketers and protocol officers; register for the next one.`)
};

export const page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compete, learn and get noticed by the businesses that hire through Inzira.`)
};

export const page_competitions_title = /** @type {(inputs: Page_Competitions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competitions`)
};

export const page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges & Events`)
};

export const page_consultation_confirm_description = /** @type {(inputs: Page_Consultation_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the e-mail address of your consultation request.`)
};

export const page_consultation_confirm_subtitle = /** @type {(inputs: Page_Consultation_Confirm_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation request`)
};

export const page_consultation_confirm_title = /** @type {(inputs: Page_Consultation_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail`)
};

export const page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See, reschedule or cancel your consultation.`)
};

export const page_consultation_manage_subtitle = /** @type {(inputs: Page_Consultation_Manage_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule or cancel`)
};

export const page_consultation_manage_title = /** @type {(inputs: Page_Consultation_Manage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation`)
};

export const page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team.`)
};

export const page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project or schedule a consultation.`)
};

export const page_contact_title = /** @type {(inputs: Page_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const page_contact_title2 = /** @type {(inputs: Page_Contact_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get In Touch`)
};

export const page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the agency's clients grew with Inzira's professionals, in their own words.`)
};

export const page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real results from the businesses we work with.`)
};

export const page_customer_stories_text = /** @type {(inputs: Page_Customer_Stories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our clients’ stories are on their way; read what they say on the home page meanwhile.`)
};

export const page_customer_stories_title = /** @type {(inputs: Page_Customer_Stories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet`)
};

export const page_customer_stories_title2 = /** @type {(inputs: Page_Customer_Stories_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Stories`)
};

export const page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides on booking professionals, event management, digital marketing, templates and our policies.`)
};

export const page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find guides, references and templates.`)
};

export const page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation`)
};

export const page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become an Inzira partner: reach new clients and grow with Rwanda's professionals.`)
};

export const page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Partner`)
};

export const page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the companies that bring their services to our clients across Rwanda and beyond.`)
};

export const page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

export const page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grow With Inzira`)
};

export const page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A portfolio of campaigns, content and events delivered by Inzira's professionals.`)
};

export const page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work our professionals have delivered for brands, institutions and events.`)
};

export const page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

export const page_projects_title2 = /** @type {(inputs: Page_Projects_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Projects`)
};

export const page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutorials, training courses, templates and articles from Inzira.`)
};

export const page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutorials, training, templates and articles to help you grow.`)
};

export const page_resources_title = /** @type {(inputs: Page_Resources_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

export const page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals.`)
};

export const page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond.`)
};

export const page_services_title = /** @type {(inputs: Page_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const page_services_title2 = /** @type {(inputs: Page_Services_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Services`)
};

export const page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification exams in event management, digital marketing and protocol.`)
};

export const page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prove your skills and earn a recognised certificate.`)
};

export const page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

export const page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification Tests`)
};

export const page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor-led courses in event management, digital marketing and protocol.`)
};

export const page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses taught by working professionals, with a certificate at the end.`)
};

export const page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training`)
};

export const page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Training`)
};

export const page_tutorials_description = /** @type {(inputs: Page_Tutorials_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video tutorials on event planning, digital marketing strategy and protocol.`)
};

export const page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-by-step lessons from our professionals.`)
};

export const page_tutorials_title = /** @type {(inputs: Page_Tutorials_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

export const partner_company = /** @type {(inputs: Partner_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

export const partner_message_placeholder = /** @type {(inputs: Partner_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your company and how you would like to partner`)
};

export const partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Application`)
};

export const partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your interest in partnering with Inzira. Our team reviews your application and e-mails you its decision.`)
};

export const partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Submitted!`)
};

export const partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Application`)
};

export const partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Partners`)
};

export const partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Partner With Us`)
};

export const payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment.`)
};

export const post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I read "${i?.title}" and would like to talk about it.`)
};

export const post_next_steps = /** @type {(inputs: Post_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next steps`)
};

export const post_read_next = /** @type {(inputs: Post_Read_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read next`)
};

export const post_want_results = /** @type {(inputs: Post_Want_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Want results like these?`)
};

export const professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Our Professionals`)
};

export const professionals_load_error = /** @type {(inputs: Professionals_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch professionals.`)
};

export const project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All projects`)
};

export const project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a project like this`)
};

export const project_booking_message = /** @type {(inputs: Project_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I'd like a project like "${i?.title}".`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date`)
};

export const project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

export const project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

export const project_image_alt = /** @type {(inputs: Project_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} for ${i?.client}`)
};

export const project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading project...`)
};

export const project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills and tools`)
};

export const project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Team`)
};

export const project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: video`)
};

export const projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for our latest work.`)
};

export const projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet`)
};

export const projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Portfolio`)
};

export const projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project portfolio`)
};

export const projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading projects...`)
};

export const registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company code`)
};

export const registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Registration`)
};

export const registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal name`)
};

export const registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered with`)
};

export const registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax identification`)
};

export const reschedule_date_label = /** @type {(inputs: Reschedule_Date_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date`)
};

export const reschedule_moving = /** @type {(inputs: Reschedule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving...`)
};

export const reschedule_no_time = /** @type {(inputs: Reschedule_No_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time is free on this day.`)
};

export const reschedule_submit = /** @type {(inputs: Reschedule_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move my consultation`)
};

export const reschedule_time_label = /** @type {(inputs: Reschedule_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New time (Kigali)`)
};

export const retry = /** @type {(inputs: RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} features`)
};

export const services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No services yet`)
};

export const services_intro = /** @type {(inputs: Services_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skilled professionals for every part of your brand’s growth.`)
};

export const services_loading = /** @type {(inputs: Services_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading services...`)
};

export const services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Offer`)
};

export const share_on_whatsapp = /** @type {(inputs: Share_On_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share on WhatsApp`)
};

export const shell_close_menu = /** @type {(inputs: Shell_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const shell_community_menu = /** @type {(inputs: Shell_Community_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

export const shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

export const shell_get_in_touch = /** @type {(inputs: Shell_Get_In_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get In Touch`)
};

export const shell_home_link = /** @type {(inputs: Shell_Home_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} home`)
};

export const shell_legal_nav = /** @type {(inputs: Shell_Legal_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const shell_main_nav = /** @type {(inputs: Shell_Main_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const shell_mobile_nav = /** @type {(inputs: Shell_Mobile_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

export const shell_open_menu = /** @type {(inputs: Shell_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const shell_resources_menu = /** @type {(inputs: Shell_Resources_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

export const shell_services_column = /** @type {(inputs: Shell_Services_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_social_link = /** @type {(inputs: Shell_Social_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} on ${i?.network}`)
};

export const shell_social_media = /** @type {(inputs: Shell_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

export const shell_tagline = /** @type {(inputs: Shell_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting businesses with skilled professionals across Rwanda.`)
};

export const slot_choose_date_first = /** @type {(inputs: Slot_Choose_Date_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date first to see the free times.`)
};

export const slot_closed = /** @type {(inputs: Slot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are closed on this day. Please choose another date.`)
};

export const slot_closed_because = /** @type {(inputs: Slot_Closed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are closed on this day (${i?.reason}). Please choose another date.`)
};

export const slot_day_booked = /** @type {(inputs: Slot_Day_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every time of this day is booked. Please choose another date.`)
};

export const slot_looking_up = /** @type {(inputs: Slot_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the free times…`)
};

export const slot_lookup_failed = /** @type {(inputs: Slot_Lookup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check which times are free; the booking will still be checked.`)
};

export const slot_none_left = /** @type {(inputs: Slot_None_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No consultation times are left on this day. Please choose another date.`)
};

export const slot_time_label = /** @type {(inputs: Slot_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time (Kigali)`)
};

export const static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid search, display and social advertising managed by specialists who watch every franc of the budget.`)
};

export const static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display Advertising`)
};

export const static_advertising_optimization = /** @type {(inputs: Static_Advertising_OptimizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad Optimization`)
};

export const static_advertising_ppc = /** @type {(inputs: Static_Advertising_PpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PPC Campaigns`)
};

export const static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising Experts`)
};

export const static_content_description = /** @type {(inputs: Static_Content_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photography, design and video that tell your brand’s story to audiences in Rwanda and beyond.`)
};

export const static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Design`)
};

export const static_content_photo = /** @type {(inputs: Static_Content_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photography`)
};

export const static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Creation`)
};

export const static_content_video = /** @type {(inputs: Static_Content_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Production`)
};

export const static_marketing_analytics = /** @type {(inputs: Static_Marketing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics & Reporting`)
};

export const static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Marketing`)
};

export const static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campaigns planned around your goals, measured every week and tuned for the channels your customers use.`)
};

export const static_marketing_social = /** @type {(inputs: Static_Marketing_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media Strategy`)
};

export const static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

export const stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'd like to start my own success story.`)
};

export const stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Story Could Be Next`)
};

export const stories_start = /** @type {(inputs: Stories_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Success Story`)
};

export const stripe_card = /** @type {(inputs: Stripe_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const stripe_load_failed = /** @type {(inputs: Stripe_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secure card form could not be loaded (Stripe.js failed to load). Please check your connection and try again.`)
};

export const stripe_loading = /** @type {(inputs: Stripe_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the card form`)
};

export const stripe_unavailable = /** @type {(inputs: Stripe_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are not available in this browser right now.`)
};

export const submit = /** @type {(inputs: SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

export const submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

export const team_empty_text = /** @type {(inputs: Team_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon to meet the professionals behind our work.`)
};

export const team_empty_title = /** @type {(inputs: Team_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team is being introduced`)
};

export const testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No testimonials yet`)
};

export const testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Clients Say`)
};

export const testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load testimonials. Please try again later.`)
};

export const testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading testimonials...`)
};

export const tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available Exams`)
};

export const training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Courses`)
};

export const tutorial_lesson = /** @type {(inputs: Tutorial_LessonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lesson ${i?.number}: ${i?.title}`)
};

export const tutorial_subtitle = /** @type {(inputs: Tutorial_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.description} ${i?.count} lessons, about ${i?.minutes} minutes.`)
};

export const tutorials_all = /** @type {(inputs: Tutorials_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Tutorials`)
};