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
export const about_description: (inputs: About_DescriptionInputs) => LocalizedString;
export const about_discipline_admin: (inputs: About_Discipline_AdminInputs) => LocalizedString;
export const about_discipline_advertising: (inputs: About_Discipline_AdvertisingInputs) => LocalizedString;
export const about_discipline_content: (inputs: About_Discipline_ContentInputs) => LocalizedString;
export const about_discipline_marketing: (inputs: About_Discipline_MarketingInputs) => LocalizedString;
export const about_discipline_protocol: (inputs: About_Discipline_ProtocolInputs) => LocalizedString;
export const about_discipline_translation: (inputs: About_Discipline_TranslationInputs) => LocalizedString;
export const about_hero: (inputs: About_HeroInputs) => LocalizedString;
export const about_mission: (inputs: About_MissionInputs) => LocalizedString;
export const about_team: (inputs: About_TeamInputs) => LocalizedString;
export const about_team_intro: (inputs: About_Team_IntroInputs) => LocalizedString;
export const about_what_we_do: (inputs: About_What_We_DoInputs) => LocalizedString;
export const apply_now: (inputs: Apply_NowInputs) => LocalizedString;
export const appointment_in_words: (inputs: Appointment_In_WordsInputs) => LocalizedString;
export const back_to_home: (inputs: Back_To_HomeInputs) => LocalizedString;
export const blog_all_categories: (inputs: Blog_All_CategoriesInputs) => LocalizedString;
export const blog_empty_text: (inputs: Blog_Empty_TextInputs) => LocalizedString;
export const blog_empty_title: (inputs: Blog_Empty_TitleInputs) => LocalizedString;
export const blog_filter_label: (inputs: Blog_Filter_LabelInputs) => LocalizedString;
export const blog_latest_posts: (inputs: Blog_Latest_PostsInputs) => LocalizedString;
export const blog_loading_post: (inputs: Blog_Loading_PostInputs) => LocalizedString;
export const blog_loading_posts: (inputs: Blog_Loading_PostsInputs) => LocalizedString;
export const blog_post_not_found: (inputs: Blog_Post_Not_FoundInputs) => LocalizedString;
export const blog_post_not_found_description: (inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString;
export const blog_return_to_list: (inputs: Blog_Return_To_ListInputs) => LocalizedString;
export const book_a_professional: (inputs: Book_A_ProfessionalInputs) => LocalizedString;
export const book_now: (inputs: Book_NowInputs) => LocalizedString;
export const book_now_for: (inputs: Book_Now_ForInputs) => LocalizedString;
export const booking_service_admin: (inputs: Booking_Service_AdminInputs) => LocalizedString;
export const booking_service_advertising: (inputs: Booking_Service_AdvertisingInputs) => LocalizedString;
export const booking_service_content: (inputs: Booking_Service_ContentInputs) => LocalizedString;
export const booking_service_marketing: (inputs: Booking_Service_MarketingInputs) => LocalizedString;
export const booking_service_others: (inputs: Booking_Service_OthersInputs) => LocalizedString;
export const booking_service_protocol: (inputs: Booking_Service_ProtocolInputs) => LocalizedString;
export const booking_service_translation: (inputs: Booking_Service_TranslationInputs) => LocalizedString;
export const booking_success_content: (inputs: Booking_Success_ContentInputs) => LocalizedString;
export const booking_success_title: (inputs: Booking_Success_TitleInputs) => LocalizedString;
export const booking_title: (inputs: Booking_TitleInputs) => LocalizedString;
export const breadcrumb: (inputs: BreadcrumbInputs) => LocalizedString;
export const close: (inputs: CloseInputs) => LocalizedString;
export const competitions_upcoming: (inputs: Competitions_UpcomingInputs) => LocalizedString;
export const confirm_code_invalid: (inputs: Confirm_Code_InvalidInputs) => LocalizedString;
export const confirm_code_sending: (inputs: Confirm_Code_SendingInputs) => LocalizedString;
export const confirm_code_submit: (inputs: Confirm_Code_SubmitInputs) => LocalizedString;
export const consultation_add_to_calendar: (inputs: Consultation_Add_To_CalendarInputs) => LocalizedString;
export const consultation_book: (inputs: Consultation_BookInputs) => LocalizedString;
export const consultation_code_label: (inputs: Consultation_Code_LabelInputs) => LocalizedString;
export const consultation_confirming: (inputs: Consultation_ConfirmingInputs) => LocalizedString;
export const consultation_email_confirmed: (inputs: Consultation_Email_ConfirmedInputs) => LocalizedString;
export const consultation_heading: (inputs: Consultation_HeadingInputs) => LocalizedString;
export const consultation_holding: (inputs: Consultation_HoldingInputs) => LocalizedString;
export const consultation_intro: (inputs: Consultation_IntroInputs) => LocalizedString;
export const consultation_not_confirmed: (inputs: Consultation_Not_ConfirmedInputs) => LocalizedString;
export const consultation_once_confirmed: (inputs: Consultation_Once_ConfirmedInputs) => LocalizedString;
export const consultation_pending_until_team: (inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString;
export const consultation_received: (inputs: Consultation_ReceivedInputs) => LocalizedString;
export const consultation_reschedule_or_cancel: (inputs: Consultation_Reschedule_Or_CancelInputs) => LocalizedString;
export const consultation_submit: (inputs: Consultation_SubmitInputs) => LocalizedString;
export const consultation_submitting: (inputs: Consultation_SubmittingInputs) => LocalizedString;
export const consultation_thanks_pending: (inputs: Consultation_Thanks_PendingInputs) => LocalizedString;
export const contact_chat_whatsapp: (inputs: Contact_Chat_WhatsappInputs) => LocalizedString;
export const contact_details_heading: (inputs: Contact_Details_HeadingInputs) => LocalizedString;
export const contact_office: (inputs: Contact_OfficeInputs) => LocalizedString;
export const contact_office_hours: (inputs: Contact_Office_HoursInputs) => LocalizedString;
export const contact_whatsapp: (inputs: Contact_WhatsappInputs) => LocalizedString;
export const courses_empty_text: (inputs: Courses_Empty_TextInputs) => LocalizedString;
export const courses_empty_title: (inputs: Courses_Empty_TitleInputs) => LocalizedString;
export const cta_heading: (inputs: Cta_HeadingInputs) => LocalizedString;
export const cta_text: (inputs: Cta_TextInputs) => LocalizedString;
export const docs_no_match: (inputs: Docs_No_MatchInputs) => LocalizedString;
export const docs_search_label: (inputs: Docs_Search_LabelInputs) => LocalizedString;
export const docs_search_placeholder: (inputs: Docs_Search_PlaceholderInputs) => LocalizedString;
export const docs_tutorials: (inputs: Docs_TutorialsInputs) => LocalizedString;
export const enroll_complete: (inputs: Enroll_CompleteInputs) => LocalizedString;
export const enroll_continue: (inputs: Enroll_ContinueInputs) => LocalizedString;
export const enroll_now: (inputs: Enroll_NowInputs) => LocalizedString;
export const enroll_now_course: (inputs: Enroll_Now_CourseInputs) => LocalizedString;
export const enroll_paid_by_card: (inputs: Enroll_Paid_By_CardInputs) => LocalizedString;
export const enroll_pay_later: (inputs: Enroll_Pay_LaterInputs) => LocalizedString;
export const enroll_processing: (inputs: Enroll_ProcessingInputs) => LocalizedString;
export const enroll_step_details: (inputs: Enroll_Step_DetailsInputs) => LocalizedString;
export const enroll_step_done: (inputs: Enroll_Step_DoneInputs) => LocalizedString;
export const enroll_step_payment: (inputs: Enroll_Step_PaymentInputs) => LocalizedString;
export const enroll_success: (inputs: Enroll_SuccessInputs) => LocalizedString;
export const enroll_thanks: (inputs: Enroll_ThanksInputs) => LocalizedString;
export const enroll_title: (inputs: Enroll_TitleInputs) => LocalizedString;
export const event_prize: (inputs: Event_PrizeInputs) => LocalizedString;
export const event_register: (inputs: Event_RegisterInputs) => LocalizedString;
export const event_register_for: (inputs: Event_Register_ForInputs) => LocalizedString;
export const events_empty_text: (inputs: Events_Empty_TextInputs) => LocalizedString;
export const events_empty_title: (inputs: Events_Empty_TitleInputs) => LocalizedString;
export const events_loading: (inputs: Events_LoadingInputs) => LocalizedString;
export const exam_again: (inputs: Exam_AgainInputs) => LocalizedString;
export const exam_answer_is: (inputs: Exam_Answer_IsInputs) => LocalizedString;
export const exam_correct: (inputs: Exam_CorrectInputs) => LocalizedString;
export const exam_description: (inputs: Exam_DescriptionInputs) => LocalizedString;
export const exam_explained: (inputs: Exam_ExplainedInputs) => LocalizedString;
export const exam_eyebrow: (inputs: Exam_EyebrowInputs) => LocalizedString;
export const exam_score: (inputs: Exam_ScoreInputs) => LocalizedString;
export const exam_submit: (inputs: Exam_SubmitInputs) => LocalizedString;
export const exam_subtitle: (inputs: Exam_SubtitleInputs) => LocalizedString;
export const field_choose_service: (inputs: Field_Choose_ServiceInputs) => LocalizedString;
export const field_country_code: (inputs: Field_Country_CodeInputs) => LocalizedString;
export const field_date: (inputs: Field_DateInputs) => LocalizedString;
export const field_email: (inputs: Field_EmailInputs) => LocalizedString;
export const field_message: (inputs: Field_MessageInputs) => LocalizedString;
export const field_name: (inputs: Field_NameInputs) => LocalizedString;
export const field_phone: (inputs: Field_PhoneInputs) => LocalizedString;
export const field_project_placeholder: (inputs: Field_Project_PlaceholderInputs) => LocalizedString;
export const field_service: (inputs: Field_ServiceInputs) => LocalizedString;
export const floating_book_close: (inputs: Floating_Book_CloseInputs) => LocalizedString;
export const floating_book_label: (inputs: Floating_Book_LabelInputs) => LocalizedString;
export const floating_book_text: (inputs: Floating_Book_TextInputs) => LocalizedString;
export const floating_book_title: (inputs: Floating_Book_TitleInputs) => LocalizedString;
export const form_loading: (inputs: Form_LoadingInputs) => LocalizedString;
export const hero_learn_more: (inputs: Hero_Learn_MoreInputs) => LocalizedString;
export const hero_subtitle: (inputs: Hero_SubtitleInputs) => LocalizedString;
export const hero_title: (inputs: Hero_TitleInputs) => LocalizedString;
export const hero_view_services: (inputs: Hero_View_ServicesInputs) => LocalizedString;
export const home_description: (inputs: Home_DescriptionInputs) => LocalizedString;
export const home_services_heading: (inputs: Home_Services_HeadingInputs) => LocalizedString;
export const home_title: (inputs: Home_TitleInputs) => LocalizedString;
export const how_we_work_guide: (inputs: How_We_Work_GuideInputs) => LocalizedString;
export const how_we_work_heading: (inputs: How_We_Work_HeadingInputs) => LocalizedString;
export const how_we_work_intro: (inputs: How_We_Work_IntroInputs) => LocalizedString;
export const how_we_work_video: (inputs: How_We_Work_VideoInputs) => LocalizedString;
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const language_suggestion_dismiss: (inputs: Language_Suggestion_DismissInputs) => LocalizedString;
export const language_suggestion_open: (inputs: Language_Suggestion_OpenInputs) => LocalizedString;
export const language_switcher_label: (inputs: Language_Switcher_LabelInputs) => LocalizedString;
export const legal_last_updated: (inputs: Legal_Last_UpdatedInputs) => LocalizedString;
export const list_failed: (inputs: List_FailedInputs) => LocalizedString;
export const list_loading: (inputs: List_LoadingInputs) => LocalizedString;
export const list_subject_courses: (inputs: List_Subject_CoursesInputs) => LocalizedString;
export const list_subject_stories: (inputs: List_Subject_StoriesInputs) => LocalizedString;
export const list_subject_team: (inputs: List_Subject_TeamInputs) => LocalizedString;
export const manage_cancel: (inputs: Manage_CancelInputs) => LocalizedString;
export const manage_cancel_mine: (inputs: Manage_Cancel_MineInputs) => LocalizedString;
export const manage_cancel_question: (inputs: Manage_Cancel_QuestionInputs) => LocalizedString;
export const manage_cancelled: (inputs: Manage_CancelledInputs) => LocalizedString;
export const manage_heading: (inputs: Manage_HeadingInputs) => LocalizedString;
export const manage_keep: (inputs: Manage_KeepInputs) => LocalizedString;
export const manage_loading: (inputs: Manage_LoadingInputs) => LocalizedString;
export const manage_moved: (inputs: Manage_MovedInputs) => LocalizedString;
export const manage_released: (inputs: Manage_ReleasedInputs) => LocalizedString;
export const manage_reschedule: (inputs: Manage_RescheduleInputs) => LocalizedString;
export const manage_status: (inputs: Manage_StatusInputs) => LocalizedString;
export const manage_yes_cancel: (inputs: Manage_Yes_CancelInputs) => LocalizedString;
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
export const office_hours_failed: (inputs: Office_Hours_FailedInputs) => LocalizedString;
export const office_hours_loading: (inputs: Office_Hours_LoadingInputs) => LocalizedString;
export const page_about_title: (inputs: Page_About_TitleInputs) => LocalizedString;
export const page_blog_list_description: (inputs: Page_Blog_List_DescriptionInputs) => LocalizedString;
export const page_blog_list_subtitle: (inputs: Page_Blog_List_SubtitleInputs) => LocalizedString;
export const page_blog_list_title: (inputs: Page_Blog_List_TitleInputs) => LocalizedString;
export const page_blog_list_title2: (inputs: Page_Blog_List_Title2Inputs) => LocalizedString;
export const page_competitions_description: (inputs: Page_Competitions_DescriptionInputs) => LocalizedString;
export const page_competitions_subtitle: (inputs: Page_Competitions_SubtitleInputs) => LocalizedString;
export const page_competitions_title: (inputs: Page_Competitions_TitleInputs) => LocalizedString;
export const page_competitions_title2: (inputs: Page_Competitions_Title2Inputs) => LocalizedString;
export const page_consultation_confirm_description: (inputs: Page_Consultation_Confirm_DescriptionInputs) => LocalizedString;
export const page_consultation_confirm_subtitle: (inputs: Page_Consultation_Confirm_SubtitleInputs) => LocalizedString;
export const page_consultation_confirm_title: (inputs: Page_Consultation_Confirm_TitleInputs) => LocalizedString;
export const page_consultation_manage_description: (inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString;
export const page_consultation_manage_subtitle: (inputs: Page_Consultation_Manage_SubtitleInputs) => LocalizedString;
export const page_consultation_manage_title: (inputs: Page_Consultation_Manage_TitleInputs) => LocalizedString;
export const page_contact_description: (inputs: Page_Contact_DescriptionInputs) => LocalizedString;
export const page_contact_subtitle: (inputs: Page_Contact_SubtitleInputs) => LocalizedString;
export const page_contact_title: (inputs: Page_Contact_TitleInputs) => LocalizedString;
export const page_contact_title2: (inputs: Page_Contact_Title2Inputs) => LocalizedString;
export const page_customer_stories_description: (inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString;
export const page_customer_stories_subtitle: (inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString;
export const page_customer_stories_text: (inputs: Page_Customer_Stories_TextInputs) => LocalizedString;
export const page_customer_stories_title: (inputs: Page_Customer_Stories_TitleInputs) => LocalizedString;
export const page_customer_stories_title2: (inputs: Page_Customer_Stories_Title2Inputs) => LocalizedString;
export const page_docs_description: (inputs: Page_Docs_DescriptionInputs) => LocalizedString;
export const page_docs_subtitle: (inputs: Page_Docs_SubtitleInputs) => LocalizedString;
export const page_docs_title: (inputs: Page_Docs_TitleInputs) => LocalizedString;
export const page_partners_description: (inputs: Page_Partners_DescriptionInputs) => LocalizedString;
export const page_partners_eyebrow: (inputs: Page_Partners_EyebrowInputs) => LocalizedString;
export const page_partners_subtitle: (inputs: Page_Partners_SubtitleInputs) => LocalizedString;
export const page_partners_title: (inputs: Page_Partners_TitleInputs) => LocalizedString;
export const page_partners_title2: (inputs: Page_Partners_Title2Inputs) => LocalizedString;
export const page_projects_description: (inputs: Page_Projects_DescriptionInputs) => LocalizedString;
export const page_projects_subtitle: (inputs: Page_Projects_SubtitleInputs) => LocalizedString;
export const page_projects_title: (inputs: Page_Projects_TitleInputs) => LocalizedString;
export const page_projects_title2: (inputs: Page_Projects_Title2Inputs) => LocalizedString;
export const page_resources_description: (inputs: Page_Resources_DescriptionInputs) => LocalizedString;
export const page_resources_subtitle: (inputs: Page_Resources_SubtitleInputs) => LocalizedString;
export const page_resources_title: (inputs: Page_Resources_TitleInputs) => LocalizedString;
export const page_services_description: (inputs: Page_Services_DescriptionInputs) => LocalizedString;
export const page_services_subtitle: (inputs: Page_Services_SubtitleInputs) => LocalizedString;
export const page_services_title: (inputs: Page_Services_TitleInputs) => LocalizedString;
export const page_services_title2: (inputs: Page_Services_Title2Inputs) => LocalizedString;
export const page_tests_description: (inputs: Page_Tests_DescriptionInputs) => LocalizedString;
export const page_tests_subtitle: (inputs: Page_Tests_SubtitleInputs) => LocalizedString;
export const page_tests_title: (inputs: Page_Tests_TitleInputs) => LocalizedString;
export const page_tests_title2: (inputs: Page_Tests_Title2Inputs) => LocalizedString;
export const page_training_description: (inputs: Page_Training_DescriptionInputs) => LocalizedString;
export const page_training_subtitle: (inputs: Page_Training_SubtitleInputs) => LocalizedString;
export const page_training_title: (inputs: Page_Training_TitleInputs) => LocalizedString;
export const page_training_title2: (inputs: Page_Training_Title2Inputs) => LocalizedString;
export const page_tutorials_description: (inputs: Page_Tutorials_DescriptionInputs) => LocalizedString;
export const page_tutorials_subtitle: (inputs: Page_Tutorials_SubtitleInputs) => LocalizedString;
export const page_tutorials_title: (inputs: Page_Tutorials_TitleInputs) => LocalizedString;
export const partner_company: (inputs: Partner_CompanyInputs) => LocalizedString;
export const partner_message_placeholder: (inputs: Partner_Message_PlaceholderInputs) => LocalizedString;
export const partner_submit: (inputs: Partner_SubmitInputs) => LocalizedString;
export const partner_success_content: (inputs: Partner_Success_ContentInputs) => LocalizedString;
export const partner_success_title: (inputs: Partner_Success_TitleInputs) => LocalizedString;
export const partner_title: (inputs: Partner_TitleInputs) => LocalizedString;
export const partners_ours: (inputs: Partners_OursInputs) => LocalizedString;
export const partners_why: (inputs: Partners_WhyInputs) => LocalizedString;
export const payments_off: (inputs: Payments_OffInputs) => LocalizedString;
export const post_booking_message: (inputs: Post_Booking_MessageInputs) => LocalizedString;
export const post_next_steps: (inputs: Post_Next_StepsInputs) => LocalizedString;
export const post_read_next: (inputs: Post_Read_NextInputs) => LocalizedString;
export const post_want_results: (inputs: Post_Want_ResultsInputs) => LocalizedString;
export const professionals_heading: (inputs: Professionals_HeadingInputs) => LocalizedString;
export const professionals_load_error: (inputs: Professionals_Load_ErrorInputs) => LocalizedString;
export const project_all: (inputs: Project_AllInputs) => LocalizedString;
export const project_book_like: (inputs: Project_Book_LikeInputs) => LocalizedString;
export const project_booking_message: (inputs: Project_Booking_MessageInputs) => LocalizedString;
export const project_client: (inputs: Project_ClientInputs) => LocalizedString;
export const project_completed: (inputs: Project_CompletedInputs) => LocalizedString;
export const project_gallery: (inputs: Project_GalleryInputs) => LocalizedString;
export const project_hero: (inputs: Project_HeroInputs) => LocalizedString;
export const project_image_alt: (inputs: Project_Image_AltInputs) => LocalizedString;
export const project_loading: (inputs: Project_LoadingInputs) => LocalizedString;
export const project_skills: (inputs: Project_SkillsInputs) => LocalizedString;
export const project_team: (inputs: Project_TeamInputs) => LocalizedString;
export const project_video: (inputs: Project_VideoInputs) => LocalizedString;
export const projects_empty_text: (inputs: Projects_Empty_TextInputs) => LocalizedString;
export const projects_empty_title: (inputs: Projects_Empty_TitleInputs) => LocalizedString;
export const projects_heading: (inputs: Projects_HeadingInputs) => LocalizedString;
export const projects_list_label: (inputs: Projects_List_LabelInputs) => LocalizedString;
export const projects_loading: (inputs: Projects_LoadingInputs) => LocalizedString;
export const registration_company_code: (inputs: Registration_Company_CodeInputs) => LocalizedString;
export const registration_heading: (inputs: Registration_HeadingInputs) => LocalizedString;
export const registration_legal_name: (inputs: Registration_Legal_NameInputs) => LocalizedString;
export const registration_registry: (inputs: Registration_RegistryInputs) => LocalizedString;
export const registration_tax_id: (inputs: Registration_Tax_IdInputs) => LocalizedString;
export const reschedule_date_label: (inputs: Reschedule_Date_LabelInputs) => LocalizedString;
export const reschedule_moving: (inputs: Reschedule_MovingInputs) => LocalizedString;
export const reschedule_no_time: (inputs: Reschedule_No_TimeInputs) => LocalizedString;
export const reschedule_submit: (inputs: Reschedule_SubmitInputs) => LocalizedString;
export const reschedule_time_label: (inputs: Reschedule_Time_LabelInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const service_features: (inputs: Service_FeaturesInputs) => LocalizedString;
export const services_empty: (inputs: Services_EmptyInputs) => LocalizedString;
export const services_intro: (inputs: Services_IntroInputs) => LocalizedString;
export const services_loading: (inputs: Services_LoadingInputs) => LocalizedString;
export const services_offer_heading: (inputs: Services_Offer_HeadingInputs) => LocalizedString;
export const share_on_whatsapp: (inputs: Share_On_WhatsappInputs) => LocalizedString;
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
export const slot_choose_date_first: (inputs: Slot_Choose_Date_FirstInputs) => LocalizedString;
export const slot_closed: (inputs: Slot_ClosedInputs) => LocalizedString;
export const slot_closed_because: (inputs: Slot_Closed_BecauseInputs) => LocalizedString;
export const slot_day_booked: (inputs: Slot_Day_BookedInputs) => LocalizedString;
export const slot_looking_up: (inputs: Slot_Looking_UpInputs) => LocalizedString;
export const slot_lookup_failed: (inputs: Slot_Lookup_FailedInputs) => LocalizedString;
export const slot_none_left: (inputs: Slot_None_LeftInputs) => LocalizedString;
export const slot_time_label: (inputs: Slot_Time_LabelInputs) => LocalizedString;
export const static_advertising_description: (inputs: Static_Advertising_DescriptionInputs) => LocalizedString;
export const static_advertising_display: (inputs: Static_Advertising_DisplayInputs) => LocalizedString;
export const static_advertising_optimization: (inputs: Static_Advertising_OptimizationInputs) => LocalizedString;
export const static_advertising_ppc: (inputs: Static_Advertising_PpcInputs) => LocalizedString;
export const static_advertising_title: (inputs: Static_Advertising_TitleInputs) => LocalizedString;
export const static_content_description: (inputs: Static_Content_DescriptionInputs) => LocalizedString;
export const static_content_design: (inputs: Static_Content_DesignInputs) => LocalizedString;
export const static_content_photo: (inputs: Static_Content_PhotoInputs) => LocalizedString;
export const static_content_title: (inputs: Static_Content_TitleInputs) => LocalizedString;
export const static_content_video: (inputs: Static_Content_VideoInputs) => LocalizedString;
export const static_marketing_analytics: (inputs: Static_Marketing_AnalyticsInputs) => LocalizedString;
export const static_marketing_content: (inputs: Static_Marketing_ContentInputs) => LocalizedString;
export const static_marketing_description: (inputs: Static_Marketing_DescriptionInputs) => LocalizedString;
export const static_marketing_social: (inputs: Static_Marketing_SocialInputs) => LocalizedString;
export const static_marketing_title: (inputs: Static_Marketing_TitleInputs) => LocalizedString;
export const stories_booking_message: (inputs: Stories_Booking_MessageInputs) => LocalizedString;
export const stories_next: (inputs: Stories_NextInputs) => LocalizedString;
export const stories_start: (inputs: Stories_StartInputs) => LocalizedString;
export const stripe_card: (inputs: Stripe_CardInputs) => LocalizedString;
export const stripe_load_failed: (inputs: Stripe_Load_FailedInputs) => LocalizedString;
export const stripe_loading: (inputs: Stripe_LoadingInputs) => LocalizedString;
export const stripe_unavailable: (inputs: Stripe_UnavailableInputs) => LocalizedString;
export const submit: (inputs: SubmitInputs) => LocalizedString;
export const submitting: (inputs: SubmittingInputs) => LocalizedString;
export const team_empty_text: (inputs: Team_Empty_TextInputs) => LocalizedString;
export const team_empty_title: (inputs: Team_Empty_TitleInputs) => LocalizedString;
export const testimonials_empty: (inputs: Testimonials_EmptyInputs) => LocalizedString;
export const testimonials_heading: (inputs: Testimonials_HeadingInputs) => LocalizedString;
export const testimonials_load_error: (inputs: Testimonials_Load_ErrorInputs) => LocalizedString;
export const testimonials_loading: (inputs: Testimonials_LoadingInputs) => LocalizedString;
export const tests_available: (inputs: Tests_AvailableInputs) => LocalizedString;
export const training_courses: (inputs: Training_CoursesInputs) => LocalizedString;
export const tutorial_lesson: (inputs: Tutorial_LessonInputs) => LocalizedString;
export const tutorial_subtitle: (inputs: Tutorial_SubtitleInputs) => LocalizedString;
export const tutorials_all: (inputs: Tutorials_AllInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type About_Discipline_AdminInputs = {};
export type About_Discipline_AdvertisingInputs = {};
export type About_Discipline_ContentInputs = {};
export type About_Discipline_MarketingInputs = {};
export type About_Discipline_ProtocolInputs = {};
export type About_Discipline_TranslationInputs = {};
export type About_HeroInputs = {
    brand: NonNullable<unknown>;
};
export type About_MissionInputs = {};
export type About_TeamInputs = {};
export type About_Team_IntroInputs = {};
export type About_What_We_DoInputs = {};
export type Apply_NowInputs = {};
export type Appointment_In_WordsInputs = {
    service: NonNullable<unknown>;
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Back_To_HomeInputs = {};
export type Blog_All_CategoriesInputs = {};
export type Blog_Empty_TextInputs = {};
export type Blog_Empty_TitleInputs = {};
export type Blog_Filter_LabelInputs = {};
export type Blog_Latest_PostsInputs = {};
export type Blog_Loading_PostInputs = {};
export type Blog_Loading_PostsInputs = {};
export type Blog_Post_Not_FoundInputs = {};
export type Blog_Post_Not_Found_DescriptionInputs = {};
export type Blog_Return_To_ListInputs = {};
export type Book_A_ProfessionalInputs = {};
export type Book_NowInputs = {};
export type Book_Now_ForInputs = {
    title: NonNullable<unknown>;
};
export type Booking_Service_AdminInputs = {};
export type Booking_Service_AdvertisingInputs = {};
export type Booking_Service_ContentInputs = {};
export type Booking_Service_MarketingInputs = {};
export type Booking_Service_OthersInputs = {};
export type Booking_Service_ProtocolInputs = {};
export type Booking_Service_TranslationInputs = {};
export type Booking_Success_ContentInputs = {};
export type Booking_Success_TitleInputs = {};
export type Booking_TitleInputs = {};
export type BreadcrumbInputs = {};
export type CloseInputs = {};
export type Competitions_UpcomingInputs = {};
export type Confirm_Code_InvalidInputs = {};
export type Confirm_Code_SendingInputs = {};
export type Confirm_Code_SubmitInputs = {};
export type Consultation_Add_To_CalendarInputs = {};
export type Consultation_BookInputs = {};
export type Consultation_Code_LabelInputs = {};
export type Consultation_ConfirmingInputs = {};
export type Consultation_Email_ConfirmedInputs = {};
export type Consultation_HeadingInputs = {};
export type Consultation_HoldingInputs = {
    appointment: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Consultation_IntroInputs = {};
export type Consultation_Not_ConfirmedInputs = {};
export type Consultation_Once_ConfirmedInputs = {};
export type Consultation_Pending_Until_TeamInputs = {};
export type Consultation_ReceivedInputs = {};
export type Consultation_Reschedule_Or_CancelInputs = {};
export type Consultation_SubmitInputs = {};
export type Consultation_SubmittingInputs = {};
export type Consultation_Thanks_PendingInputs = {};
export type Contact_Chat_WhatsappInputs = {
    number: NonNullable<unknown>;
};
export type Contact_Details_HeadingInputs = {};
export type Contact_OfficeInputs = {};
export type Contact_Office_HoursInputs = {};
export type Contact_WhatsappInputs = {};
export type Courses_Empty_TextInputs = {};
export type Courses_Empty_TitleInputs = {};
export type Cta_HeadingInputs = {};
export type Cta_TextInputs = {};
export type Docs_No_MatchInputs = {
    query: NonNullable<unknown>;
};
export type Docs_Search_LabelInputs = {};
export type Docs_Search_PlaceholderInputs = {};
export type Docs_TutorialsInputs = {};
export type Enroll_CompleteInputs = {};
export type Enroll_ContinueInputs = {};
export type Enroll_NowInputs = {};
export type Enroll_Now_CourseInputs = {
    title: NonNullable<unknown>;
};
export type Enroll_Paid_By_CardInputs = {};
export type Enroll_Pay_LaterInputs = {};
export type Enroll_ProcessingInputs = {};
export type Enroll_Step_DetailsInputs = {};
export type Enroll_Step_DoneInputs = {};
export type Enroll_Step_PaymentInputs = {};
export type Enroll_SuccessInputs = {};
export type Enroll_ThanksInputs = {
    title: NonNullable<unknown>;
};
export type Enroll_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Event_PrizeInputs = {
    prize: NonNullable<unknown>;
};
export type Event_RegisterInputs = {};
export type Event_Register_ForInputs = {
    title: NonNullable<unknown>;
};
export type Events_Empty_TextInputs = {};
export type Events_Empty_TitleInputs = {};
export type Events_LoadingInputs = {};
export type Exam_AgainInputs = {};
export type Exam_Answer_IsInputs = {
    answer: NonNullable<unknown>;
};
export type Exam_CorrectInputs = {};
export type Exam_DescriptionInputs = {
    count: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Exam_ExplainedInputs = {};
export type Exam_EyebrowInputs = {
    level: NonNullable<unknown>;
};
export type Exam_ScoreInputs = {
    score: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Exam_SubmitInputs = {};
export type Exam_SubtitleInputs = {
    count: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Field_Choose_ServiceInputs = {};
export type Field_Country_CodeInputs = {};
export type Field_DateInputs = {};
export type Field_EmailInputs = {};
export type Field_MessageInputs = {};
export type Field_NameInputs = {};
export type Field_PhoneInputs = {};
export type Field_Project_PlaceholderInputs = {};
export type Field_ServiceInputs = {};
export type Floating_Book_CloseInputs = {};
export type Floating_Book_LabelInputs = {};
export type Floating_Book_TextInputs = {};
export type Floating_Book_TitleInputs = {};
export type Form_LoadingInputs = {};
export type Hero_Learn_MoreInputs = {};
export type Hero_SubtitleInputs = {};
export type Hero_TitleInputs = {};
export type Hero_View_ServicesInputs = {};
export type Home_DescriptionInputs = {};
export type Home_Services_HeadingInputs = {};
export type Home_TitleInputs = {};
export type How_We_Work_GuideInputs = {};
export type How_We_Work_HeadingInputs = {};
export type How_We_Work_IntroInputs = {};
export type How_We_Work_VideoInputs = {
    brand: NonNullable<unknown>;
};
export type Language_SuggestionInputs = {};
export type Language_Suggestion_DismissInputs = {};
export type Language_Suggestion_OpenInputs = {};
export type Language_Switcher_LabelInputs = {};
export type Legal_Last_UpdatedInputs = {};
export type List_FailedInputs = {
    subject: NonNullable<unknown>;
};
export type List_LoadingInputs = {
    subject: NonNullable<unknown>;
};
export type List_Subject_CoursesInputs = {};
export type List_Subject_StoriesInputs = {};
export type List_Subject_TeamInputs = {};
export type Manage_CancelInputs = {};
export type Manage_Cancel_MineInputs = {};
export type Manage_Cancel_QuestionInputs = {};
export type Manage_CancelledInputs = {};
export type Manage_HeadingInputs = {};
export type Manage_KeepInputs = {};
export type Manage_LoadingInputs = {};
export type Manage_MovedInputs = {};
export type Manage_ReleasedInputs = {};
export type Manage_RescheduleInputs = {};
export type Manage_StatusInputs = {
    status: NonNullable<unknown>;
};
export type Manage_Yes_CancelInputs = {};
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
export type Office_Hours_FailedInputs = {};
export type Office_Hours_LoadingInputs = {};
export type Page_About_TitleInputs = {};
export type Page_Blog_List_DescriptionInputs = {};
export type Page_Blog_List_SubtitleInputs = {};
export type Page_Blog_List_TitleInputs = {};
export type Page_Blog_List_Title2Inputs = {};
export type Page_Competitions_DescriptionInputs = {};
export type Page_Competitions_SubtitleInputs = {};
export type Page_Competitions_TitleInputs = {};
export type Page_Competitions_Title2Inputs = {};
export type Page_Consultation_Confirm_DescriptionInputs = {};
export type Page_Consultation_Confirm_SubtitleInputs = {};
export type Page_Consultation_Confirm_TitleInputs = {};
export type Page_Consultation_Manage_DescriptionInputs = {};
export type Page_Consultation_Manage_SubtitleInputs = {};
export type Page_Consultation_Manage_TitleInputs = {};
export type Page_Contact_DescriptionInputs = {};
export type Page_Contact_SubtitleInputs = {};
export type Page_Contact_TitleInputs = {};
export type Page_Contact_Title2Inputs = {};
export type Page_Customer_Stories_DescriptionInputs = {};
export type Page_Customer_Stories_SubtitleInputs = {};
export type Page_Customer_Stories_TextInputs = {};
export type Page_Customer_Stories_TitleInputs = {};
export type Page_Customer_Stories_Title2Inputs = {};
export type Page_Docs_DescriptionInputs = {};
export type Page_Docs_SubtitleInputs = {};
export type Page_Docs_TitleInputs = {};
export type Page_Partners_DescriptionInputs = {};
export type Page_Partners_EyebrowInputs = {};
export type Page_Partners_SubtitleInputs = {};
export type Page_Partners_TitleInputs = {};
export type Page_Partners_Title2Inputs = {};
export type Page_Projects_DescriptionInputs = {};
export type Page_Projects_SubtitleInputs = {};
export type Page_Projects_TitleInputs = {};
export type Page_Projects_Title2Inputs = {};
export type Page_Resources_DescriptionInputs = {};
export type Page_Resources_SubtitleInputs = {};
export type Page_Resources_TitleInputs = {};
export type Page_Services_DescriptionInputs = {};
export type Page_Services_SubtitleInputs = {};
export type Page_Services_TitleInputs = {};
export type Page_Services_Title2Inputs = {};
export type Page_Tests_DescriptionInputs = {};
export type Page_Tests_SubtitleInputs = {};
export type Page_Tests_TitleInputs = {};
export type Page_Tests_Title2Inputs = {};
export type Page_Training_DescriptionInputs = {};
export type Page_Training_SubtitleInputs = {};
export type Page_Training_TitleInputs = {};
export type Page_Training_Title2Inputs = {};
export type Page_Tutorials_DescriptionInputs = {};
export type Page_Tutorials_SubtitleInputs = {};
export type Page_Tutorials_TitleInputs = {};
export type Partner_CompanyInputs = {};
export type Partner_Message_PlaceholderInputs = {};
export type Partner_SubmitInputs = {};
export type Partner_Success_ContentInputs = {};
export type Partner_Success_TitleInputs = {};
export type Partner_TitleInputs = {};
export type Partners_OursInputs = {};
export type Partners_WhyInputs = {};
export type Payments_OffInputs = {};
export type Post_Booking_MessageInputs = {
    title: NonNullable<unknown>;
};
export type Post_Next_StepsInputs = {};
export type Post_Read_NextInputs = {};
export type Post_Want_ResultsInputs = {};
export type Professionals_HeadingInputs = {};
export type Professionals_Load_ErrorInputs = {};
export type Project_AllInputs = {};
export type Project_Book_LikeInputs = {};
export type Project_Booking_MessageInputs = {
    title: NonNullable<unknown>;
};
export type Project_ClientInputs = {};
export type Project_CompletedInputs = {};
export type Project_GalleryInputs = {};
export type Project_HeroInputs = {};
export type Project_Image_AltInputs = {
    title: NonNullable<unknown>;
    client: NonNullable<unknown>;
};
export type Project_LoadingInputs = {};
export type Project_SkillsInputs = {};
export type Project_TeamInputs = {};
export type Project_VideoInputs = {
    title: NonNullable<unknown>;
};
export type Projects_Empty_TextInputs = {};
export type Projects_Empty_TitleInputs = {};
export type Projects_HeadingInputs = {};
export type Projects_List_LabelInputs = {};
export type Projects_LoadingInputs = {};
export type Registration_Company_CodeInputs = {};
export type Registration_HeadingInputs = {};
export type Registration_Legal_NameInputs = {};
export type Registration_RegistryInputs = {};
export type Registration_Tax_IdInputs = {};
export type Reschedule_Date_LabelInputs = {};
export type Reschedule_MovingInputs = {};
export type Reschedule_No_TimeInputs = {};
export type Reschedule_SubmitInputs = {};
export type Reschedule_Time_LabelInputs = {};
export type RetryInputs = {};
export type Service_FeaturesInputs = {
    title: NonNullable<unknown>;
};
export type Services_EmptyInputs = {};
export type Services_IntroInputs = {};
export type Services_LoadingInputs = {};
export type Services_Offer_HeadingInputs = {};
export type Share_On_WhatsappInputs = {};
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
export type Slot_Choose_Date_FirstInputs = {};
export type Slot_ClosedInputs = {};
export type Slot_Closed_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Slot_Day_BookedInputs = {};
export type Slot_Looking_UpInputs = {};
export type Slot_Lookup_FailedInputs = {};
export type Slot_None_LeftInputs = {};
export type Slot_Time_LabelInputs = {};
export type Static_Advertising_DescriptionInputs = {};
export type Static_Advertising_DisplayInputs = {};
export type Static_Advertising_OptimizationInputs = {};
export type Static_Advertising_PpcInputs = {};
export type Static_Advertising_TitleInputs = {};
export type Static_Content_DescriptionInputs = {};
export type Static_Content_DesignInputs = {};
export type Static_Content_PhotoInputs = {};
export type Static_Content_TitleInputs = {};
export type Static_Content_VideoInputs = {};
export type Static_Marketing_AnalyticsInputs = {};
export type Static_Marketing_ContentInputs = {};
export type Static_Marketing_DescriptionInputs = {};
export type Static_Marketing_SocialInputs = {};
export type Static_Marketing_TitleInputs = {};
export type Stories_Booking_MessageInputs = {};
export type Stories_NextInputs = {};
export type Stories_StartInputs = {};
export type Stripe_CardInputs = {};
export type Stripe_Load_FailedInputs = {};
export type Stripe_LoadingInputs = {};
export type Stripe_UnavailableInputs = {};
export type SubmitInputs = {};
export type SubmittingInputs = {};
export type Team_Empty_TextInputs = {};
export type Team_Empty_TitleInputs = {};
export type Testimonials_EmptyInputs = {};
export type Testimonials_HeadingInputs = {};
export type Testimonials_Load_ErrorInputs = {};
export type Testimonials_LoadingInputs = {};
export type Tests_AvailableInputs = {};
export type Training_CoursesInputs = {};
export type Tutorial_LessonInputs = {
    number: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Tutorial_SubtitleInputs = {
    description: NonNullable<unknown>;
    count: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Tutorials_AllInputs = {};
