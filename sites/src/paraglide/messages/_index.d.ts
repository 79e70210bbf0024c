/**
* | output |
* | --- |
* | "Who {brand} is: our mission, the professionals on our team, our Kigali office and our company registration." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_description: ((inputs: About_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Administrative support for events and projects" |
*
* @param {About_Discipline_AdminInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_admin: ((inputs?: About_Discipline_AdminInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_AdminInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising: campaigns on Meta, Google and display networks" |
*
* @param {About_Discipline_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_advertising: ((inputs?: About_Discipline_AdvertisingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_AdvertisingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content creation: photography, design and video" |
*
* @param {About_Discipline_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_content: ((inputs?: About_Discipline_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Digital marketing: social media, search and e-mail" |
*
* @param {About_Discipline_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_marketing: ((inputs?: About_Discipline_MarketingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_MarketingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Event protocol: delegations, seating and ceremonies" |
*
* @param {About_Discipline_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_protocol: ((inputs?: About_Discipline_ProtocolInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_ProtocolInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Translation and interpretation in Kinyarwanda, English, French and Swahili" |
*
* @param {About_Discipline_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_translation: ((inputs?: About_Discipline_TranslationInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Discipline_TranslationInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About {brand}" |
*
* @param {About_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_hero: ((inputs: About_HeroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_HeroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Mission" |
*
* @param {About_MissionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_mission: ((inputs?: About_MissionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_MissionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {About_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team: ((inputs?: About_TeamInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_TeamInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The professionals clients work with on every project." |
*
* @param {About_Team_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team_intro: ((inputs?: About_Team_IntroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Team_IntroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What We Do" |
*
* @param {About_What_We_DoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_what_we_do: ((inputs?: About_What_We_DoInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_What_We_DoInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Apply_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_now: ((inputs?: Apply_NowInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apply_NowInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{service} on {date} at {time} (Kigali time)" |
*
* @param {Appointment_In_WordsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const appointment_in_words: ((inputs: Appointment_In_WordsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appointment_In_WordsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const back_to_home: ((inputs?: Back_To_HomeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Back_To_HomeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Blog_All_CategoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_all_categories: ((inputs?: Blog_All_CategoriesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_All_CategoriesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon for new content" |
*
* @param {Blog_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_empty_text: ((inputs?: Blog_Empty_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Empty_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No Blog Posts Yet" |
*
* @param {Blog_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_empty_title: ((inputs?: Blog_Empty_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Empty_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Filter posts by category" |
*
* @param {Blog_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_filter_label: ((inputs?: Blog_Filter_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Filter_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Latest Posts" |
*
* @param {Blog_Latest_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_latest_posts: ((inputs?: Blog_Latest_PostsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Latest_PostsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading blog post..." |
*
* @param {Blog_Loading_PostInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_post: ((inputs?: Blog_Loading_PostInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Loading_PostInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading blog posts..." |
*
* @param {Blog_Loading_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_posts: ((inputs?: Blog_Loading_PostsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Loading_PostsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blog post not found" |
*
* @param {Blog_Post_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found: ((inputs?: Blog_Post_Not_FoundInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Post_Not_FoundInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This blog post does not exist." |
*
* @param {Blog_Post_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found_description: ((inputs?: Blog_Post_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Post_Not_Found_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return to Blog List" |
*
* @param {Blog_Return_To_ListInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_return_to_list: ((inputs?: Blog_Return_To_ListInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Return_To_ListInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book a Professional" |
*
* @param {Book_A_ProfessionalInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_a_professional: ((inputs?: Book_A_ProfessionalInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_A_ProfessionalInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book Now" |
*
* @param {Book_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now: ((inputs?: Book_NowInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_NowInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book Now: {title}" |
*
* @param {Book_Now_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now_for: ((inputs: Book_Now_ForInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Book_Now_ForInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Administrative Support (Assistance)" |
*
* @param {Booking_Service_AdminInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_admin: ((inputs?: Booking_Service_AdminInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_AdminInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Booking_Service_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_advertising: ((inputs?: Booking_Service_AdvertisingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_AdvertisingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Booking_Service_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_content: ((inputs?: Booking_Service_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Marketing Agents" |
*
* @param {Booking_Service_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_marketing: ((inputs?: Booking_Service_MarketingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_MarketingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Others" |
*
* @param {Booking_Service_OthersInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_others: ((inputs?: Booking_Service_OthersInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_OthersInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Event Protocols" |
*
* @param {Booking_Service_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_protocol: ((inputs?: Booking_Service_ProtocolInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_ProtocolInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Translation Services" |
*
* @param {Booking_Service_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_service_translation: ((inputs?: Booking_Service_TranslationInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Service_TranslationInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your request is received. Our team reviews it and e-mails you once your booking is confirmed." |
*
* @param {Booking_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_success_content: ((inputs?: Booking_Success_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Booking Submitted!" |
*
* @param {Booking_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_success_title: ((inputs?: Booking_Success_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Let's Talk!" |
*
* @param {Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_title: ((inputs?: Booking_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const breadcrumb: ((inputs?: BreadcrumbInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<BreadcrumbInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {CloseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const close: ((inputs?: CloseInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CloseInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Competitions_UpcomingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competitions_upcoming: ((inputs?: Competitions_UpcomingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Competitions_UpcomingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the six digits from the e-mail." |
*
* @param {Confirm_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_invalid: ((inputs?: Confirm_Code_InvalidInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Code_InvalidInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Confirm_Code_SendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_sending: ((inputs?: Confirm_Code_SendingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Code_SendingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm e-mail" |
*
* @param {Confirm_Code_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_submit: ((inputs?: Confirm_Code_SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Code_SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Consultation_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_add_to_calendar: ((inputs?: Consultation_Add_To_CalendarInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Add_To_CalendarInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book a consultation" |
*
* @param {Consultation_BookInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_book: ((inputs?: Consultation_BookInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_BookInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Consultation_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_code_label: ((inputs?: Consultation_Code_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Code_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming your e-mail..." |
*
* @param {Consultation_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_confirming: ((inputs?: Consultation_ConfirmingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_ConfirmingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail confirmed: your request is pending" |
*
* @param {Consultation_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_email_confirmed: ((inputs?: Consultation_Email_ConfirmedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Email_ConfirmedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Consultation_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_heading: ((inputs?: Consultation_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We're holding {appointment} for 30 minutes. To keep it, open the link we sent to {email}, or enter the six-digit code from that e-mail here." |
*
* @param {Consultation_HoldingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_holding: ((inputs: Consultation_HoldingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_HoldingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a date and time for a free consultation. Times are Kigali time (CAT)." |
*
* @param {Consultation_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_intro: ((inputs?: Consultation_IntroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_IntroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not confirm this request" |
*
* @param {Consultation_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_not_confirmed: ((inputs?: Consultation_Not_ConfirmedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Not_ConfirmedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Once your e-mail is confirmed, your request is pending until our team confirms it." |
*
* @param {Consultation_Once_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_once_confirmed: ((inputs?: Consultation_Once_ConfirmedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Once_ConfirmedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your request is pending until our team confirms it, and we'll e-mail you as soon as they do." |
*
* @param {Consultation_Pending_Until_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_pending_until_team: ((inputs?: Consultation_Pending_Until_TeamInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Pending_Until_TeamInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Request received, check your e-mail to confirm" |
*
* @param {Consultation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_received: ((inputs?: Consultation_ReceivedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_ReceivedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reschedule or cancel" |
*
* @param {Consultation_Reschedule_Or_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_reschedule_or_cancel: ((inputs?: Consultation_Reschedule_Or_CancelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Reschedule_Or_CancelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book Consultation" |
*
* @param {Consultation_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submit: ((inputs?: Consultation_SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Booking..." |
*
* @param {Consultation_SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submitting: ((inputs?: Consultation_SubmittingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_SubmittingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. Your request is pending until our team confirms it, and we'll e-mail you as soon as they do." |
*
* @param {Consultation_Thanks_PendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_thanks_pending: ((inputs?: Consultation_Thanks_PendingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consultation_Thanks_PendingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Chat on WhatsApp: {number}" |
*
* @param {Contact_Chat_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_chat_whatsapp: ((inputs: Contact_Chat_WhatsappInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Chat_WhatsappInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Details" |
*
* @param {Contact_Details_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_details_heading: ((inputs?: Contact_Details_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Details_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Contact_OfficeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office: ((inputs?: Contact_OfficeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_OfficeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Office hours (Kigali time)" |
*
* @param {Contact_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office_hours: ((inputs?: Contact_Office_HoursInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_HoursInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "WhatsApp" |
*
* @param {Contact_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp: ((inputs?: Contact_WhatsappInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_WhatsappInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New courses are announced here first; check back soon." |
*
* @param {Courses_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const courses_empty_text: ((inputs?: Courses_Empty_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Courses_Empty_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No courses open right now" |
*
* @param {Courses_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const courses_empty_title: ((inputs?: Courses_Empty_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Courses_Empty_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ready to Work with Elite Professionals?" |
*
* @param {Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_heading: ((inputs?: Cta_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cta_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about your project and we will match you with the right team." |
*
* @param {Cta_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_text: ((inputs?: Cta_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cta_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No documentation matches “{query}”." |
*
* @param {Docs_No_MatchInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_no_match: ((inputs: Docs_No_MatchInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Docs_No_MatchInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search documentation" |
*
* @param {Docs_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_search_label: ((inputs?: Docs_Search_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Docs_Search_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Search documentation..." |
*
* @param {Docs_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_search_placeholder: ((inputs?: Docs_Search_PlaceholderInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Docs_Search_PlaceholderInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Docs_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_tutorials: ((inputs?: Docs_TutorialsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Docs_TutorialsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Complete Enrollment" |
*
* @param {Enroll_CompleteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_complete: ((inputs?: Enroll_CompleteInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_CompleteInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Enroll_ContinueInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_continue: ((inputs?: Enroll_ContinueInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_ContinueInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enroll Now" |
*
* @param {Enroll_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now: ((inputs?: Enroll_NowInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_NowInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enroll Now: {title}" |
*
* @param {Enroll_Now_CourseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now_course: ((inputs: Enroll_Now_CourseInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Now_CourseInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A second e-mail follows as soon as our payment provider confirms your card payment; then we send you the course schedule." |
*
* @param {Enroll_Paid_By_CardInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_paid_by_card: ((inputs?: Enroll_Paid_By_CardInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Paid_By_CardInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our team will contact you to arrange the payment; once it is received, we send you the course schedule." |
*
* @param {Enroll_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_pay_later: ((inputs?: Enroll_Pay_LaterInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Pay_LaterInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Enroll_ProcessingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_processing: ((inputs?: Enroll_ProcessingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_ProcessingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Enroll_Step_DetailsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_details: ((inputs?: Enroll_Step_DetailsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Step_DetailsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Enroll_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_done: ((inputs?: Enroll_Step_DoneInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Step_DoneInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Enroll_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_payment: ((inputs?: Enroll_Step_PaymentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_Step_PaymentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enrollment Successful!" |
*
* @param {Enroll_SuccessInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_success: ((inputs?: Enroll_SuccessInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_SuccessInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, you are enrolled in {title}. We are e-mailing you a confirmation with the course fee." |
*
* @param {Enroll_ThanksInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_thanks: ((inputs: Enroll_ThanksInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_ThanksInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enroll in {title}" |
*
* @param {Enroll_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_title: ((inputs: Enroll_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Enroll_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prize: {prize}" |
*
* @param {Event_PrizeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_prize: ((inputs: Event_PrizeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_PrizeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Register" |
*
* @param {Event_RegisterInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register: ((inputs?: Event_RegisterInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_RegisterInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Register for {title}" |
*
* @param {Event_Register_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register_for: ((inputs: Event_Register_ForInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Register_ForInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New competitions are announced here. Please check back soon." |
*
* @param {Events_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_text: ((inputs?: Events_Empty_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Empty_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No upcoming competitions" |
*
* @param {Events_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_empty_title: ((inputs?: Events_Empty_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Empty_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading upcoming events..." |
*
* @param {Events_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_loading: ((inputs?: Events_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Take the test again" |
*
* @param {Exam_AgainInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_again: ((inputs?: Exam_AgainInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_AgainInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The answer is “{answer}”." |
*
* @param {Exam_Answer_IsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_answer_is: ((inputs: Exam_Answer_IsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_Answer_IsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Correct." |
*
* @param {Exam_CorrectInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_correct: ((inputs?: Exam_CorrectInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_CorrectInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A {count}-question practice test: {title}." |
*
* @param {Exam_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_description: ((inputs: Exam_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Each question below shows the right answer and why." |
*
* @param {Exam_ExplainedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_explained: ((inputs?: Exam_ExplainedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_ExplainedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{level} practice test" |
*
* @param {Exam_EyebrowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_eyebrow: ((inputs: Exam_EyebrowInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_EyebrowInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You scored {score} out of {total}" |
*
* @param {Exam_ScoreInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_score: ((inputs: Exam_ScoreInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_ScoreInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Submit answers" |
*
* @param {Exam_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_submit: ((inputs?: Exam_SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{count} questions, about {minutes} minutes. Your answers stay in your browser." |
*
* @param {Exam_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const exam_subtitle: ((inputs: Exam_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exam_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a service" |
*
* @param {Field_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_choose_service: ((inputs?: Field_Choose_ServiceInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Choose_ServiceInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Country code" |
*
* @param {Field_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_country_code: ((inputs?: Field_Country_CodeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Country_CodeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Field_DateInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_date: ((inputs?: Field_DateInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_DateInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Field_EmailInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_email: ((inputs?: Field_EmailInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_EmailInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Field_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_message: ((inputs?: Field_MessageInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MessageInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Field_NameInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_name: ((inputs?: Field_NameInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_NameInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_phone: ((inputs?: Field_PhoneInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_PhoneInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about your project" |
*
* @param {Field_Project_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_project_placeholder: ((inputs?: Field_Project_PlaceholderInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Project_PlaceholderInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Field_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_service: ((inputs?: Field_ServiceInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_ServiceInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Close the booking reminder" |
*
* @param {Floating_Book_CloseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_close: ((inputs?: Floating_Book_CloseInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Floating_Book_CloseInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book a project" |
*
* @param {Floating_Book_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_label: ((inputs?: Floating_Book_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Floating_Book_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Let our professionals build your next project." |
*
* @param {Floating_Book_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_text: ((inputs?: Floating_Book_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Floating_Book_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Like what you see?" |
*
* @param {Floating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_title: ((inputs?: Floating_Book_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Floating_Book_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the form..." |
*
* @param {Form_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_loading: ((inputs?: Form_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Hero_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_learn_more: ((inputs?: Hero_Learn_MoreInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_Learn_MoreInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts" |
*
* @param {Hero_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_subtitle: ((inputs?: Hero_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Connect with Elite Professionals" |
*
* @param {Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_title: ((inputs?: Hero_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View Services" |
*
* @param {Hero_View_ServicesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const hero_view_services: ((inputs?: Hero_View_ServicesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_View_ServicesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Connect with elite content creators, digital marketers and advertising experts in Rwanda and beyond." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_description: ((inputs?: Home_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_services_heading: ((inputs?: Home_Services_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Services_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read the full guide" |
*
* @param {How_We_Work_GuideInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_guide: ((inputs?: How_We_Work_GuideInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_We_Work_GuideInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How We Work" |
*
* @param {How_We_Work_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_heading: ((inputs?: How_We_Work_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_We_Work_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "From the first call to the final delivery, our professionals work alongside your team." |
*
* @param {How_We_Work_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_intro: ((inputs?: How_We_Work_IntroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_We_Work_IntroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How {brand} works" |
*
* @param {How_We_Work_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_video: ((inputs: How_We_Work_VideoInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_We_Work_VideoInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
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
* | "Last updated" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated: ((inputs?: Legal_Last_UpdatedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Last_UpdatedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load {subject}." |
*
* @param {List_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_failed: ((inputs: List_FailedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_FailedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading {subject}..." |
*
* @param {List_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_loading: ((inputs: List_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "our courses" |
*
* @param {List_Subject_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_courses: ((inputs?: List_Subject_CoursesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Subject_CoursesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "the customer stories" |
*
* @param {List_Subject_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_stories: ((inputs?: List_Subject_StoriesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Subject_StoriesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "our team" |
*
* @param {List_Subject_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_team: ((inputs?: List_Subject_TeamInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Subject_TeamInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Manage_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel: ((inputs?: Manage_CancelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_CancelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel my consultation" |
*
* @param {Manage_Cancel_MineInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_mine: ((inputs?: Manage_Cancel_MineInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_Cancel_MineInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this consultation?" |
*
* @param {Manage_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancel_question: ((inputs?: Manage_Cancel_QuestionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_Cancel_QuestionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consultation is cancelled. We have e-mailed you a confirmation." |
*
* @param {Manage_CancelledInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_cancelled: ((inputs?: Manage_CancelledInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_CancelledInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consultation" |
*
* @param {Manage_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_heading: ((inputs?: Manage_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Manage_KeepInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_keep: ((inputs?: Manage_KeepInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_KeepInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your consultation..." |
*
* @param {Manage_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_loading: ((inputs?: Manage_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consultation has moved. We have e-mailed you the new time." |
*
* @param {Manage_MovedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_moved: ((inputs?: Manage_MovedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_MovedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The time is released for others." |
*
* @param {Manage_ReleasedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_released: ((inputs?: Manage_ReleasedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_ReleasedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reschedule" |
*
* @param {Manage_RescheduleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_reschedule: ((inputs?: Manage_RescheduleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_RescheduleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Manage_StatusInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_status: ((inputs: Manage_StatusInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_StatusInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Manage_Yes_CancelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_yes_cancel: ((inputs?: Manage_Yes_CancelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Manage_Yes_CancelInputs, {
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
* | "Could not load the office hours." |
*
* @param {Office_Hours_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_failed: ((inputs?: Office_Hours_FailedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Office_Hours_FailedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading office hours…" |
*
* @param {Office_Hours_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_loading: ((inputs?: Office_Hours_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Office_Hours_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Page_About_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_about_title: ((inputs?: Page_About_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_About_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Insights on event management, marketing, protocol and technology from Inzira's professionals." |
*
* @param {Page_Blog_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_description: ((inputs?: Page_Blog_List_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Blog_List_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Insights on event management, marketing, protocol and technology from our professionals." |
*
* @param {Page_Blog_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_subtitle: ((inputs?: Page_Blog_List_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Blog_List_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Page_Blog_List_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_title: ((inputs?: Page_Blog_List_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Blog_List_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Blog" |
*
* @param {Page_Blog_List_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_title2: ((inputs?: Page_Blog_List_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Blog_List_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Challenges and events for creators, marketers and protocol officers; register for the next one." |
*
* @param {Page_Competitions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_description: ((inputs?: Page_Competitions_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Competitions_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Compete, learn and get noticed by the businesses that hire through Inzira." |
*
* @param {Page_Competitions_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_subtitle: ((inputs?: Page_Competitions_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Competitions_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Page_Competitions_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_title: ((inputs?: Page_Competitions_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Competitions_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Challenges & Events" |
*
* @param {Page_Competitions_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_title2: ((inputs?: Page_Competitions_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Competitions_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm the e-mail address of your consultation request." |
*
* @param {Page_Consultation_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_description: ((inputs?: Page_Consultation_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Confirm_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consultation request" |
*
* @param {Page_Consultation_Confirm_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_subtitle: ((inputs?: Page_Consultation_Confirm_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Confirm_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your e-mail" |
*
* @param {Page_Consultation_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_confirm_title: ((inputs?: Page_Consultation_Confirm_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Confirm_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See, reschedule or cancel your consultation." |
*
* @param {Page_Consultation_Manage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_description: ((inputs?: Page_Consultation_Manage_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Manage_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reschedule or cancel" |
*
* @param {Page_Consultation_Manage_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_subtitle: ((inputs?: Page_Consultation_Manage_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Manage_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your consultation" |
*
* @param {Page_Consultation_Manage_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_title: ((inputs?: Page_Consultation_Manage_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Consultation_Manage_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team." |
*
* @param {Page_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_description: ((inputs?: Page_Contact_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Contact_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about your project or schedule a consultation." |
*
* @param {Page_Contact_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_subtitle: ((inputs?: Page_Contact_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Contact_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Page_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_title: ((inputs?: Page_Contact_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Contact_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Get In Touch" |
*
* @param {Page_Contact_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_title2: ((inputs?: Page_Contact_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Contact_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "How the agency's clients grew with Inzira's professionals, in their own words." |
*
* @param {Page_Customer_Stories_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_description: ((inputs?: Page_Customer_Stories_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Customer_Stories_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Real results from the businesses we work with." |
*
* @param {Page_Customer_Stories_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_subtitle: ((inputs?: Page_Customer_Stories_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Customer_Stories_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our clients’ stories are on their way; read what they say on the home page meanwhile." |
*
* @param {Page_Customer_Stories_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_text: ((inputs?: Page_Customer_Stories_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Customer_Stories_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No stories yet" |
*
* @param {Page_Customer_Stories_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_title: ((inputs?: Page_Customer_Stories_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Customer_Stories_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Customer Stories" |
*
* @param {Page_Customer_Stories_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_title2: ((inputs?: Page_Customer_Stories_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Customer_Stories_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Guides on booking professionals, event management, digital marketing, templates and our policies." |
*
* @param {Page_Docs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_description: ((inputs?: Page_Docs_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Docs_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Find guides, references and templates." |
*
* @param {Page_Docs_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_subtitle: ((inputs?: Page_Docs_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Docs_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Documentation" |
*
* @param {Page_Docs_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_title: ((inputs?: Page_Docs_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Docs_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Become an Inzira partner: reach new clients and grow with Rwanda's professionals." |
*
* @param {Page_Partners_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_description: ((inputs?: Page_Partners_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Become a Partner" |
*
* @param {Page_Partners_EyebrowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_eyebrow: ((inputs?: Page_Partners_EyebrowInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_EyebrowInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Join the companies that bring their services to our clients across Rwanda and beyond." |
*
* @param {Page_Partners_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_subtitle: ((inputs?: Page_Partners_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Page_Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title: ((inputs?: Page_Partners_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Grow With Inzira" |
*
* @param {Page_Partners_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title2: ((inputs?: Page_Partners_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Partners_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A portfolio of campaigns, content and events delivered by Inzira's professionals." |
*
* @param {Page_Projects_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_description: ((inputs?: Page_Projects_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Projects_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Work our professionals have delivered for brands, institutions and events." |
*
* @param {Page_Projects_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_subtitle: ((inputs?: Page_Projects_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Projects_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Page_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_title: ((inputs?: Page_Projects_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Projects_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Projects" |
*
* @param {Page_Projects_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_title2: ((inputs?: Page_Projects_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Projects_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Documentation, tutorials, training courses, templates and articles from Inzira." |
*
* @param {Page_Resources_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_description: ((inputs?: Page_Resources_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Resources_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Documentation, tutorials, training, templates and articles to help you grow." |
*
* @param {Page_Resources_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_subtitle: ((inputs?: Page_Resources_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Resources_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Page_Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_title: ((inputs?: Page_Resources_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Resources_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals." |
*
* @param {Page_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_description: ((inputs?: Page_Services_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Services_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond." |
*
* @param {Page_Services_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_subtitle: ((inputs?: Page_Services_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Services_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Page_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_title: ((inputs?: Page_Services_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Services_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Services" |
*
* @param {Page_Services_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_title2: ((inputs?: Page_Services_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Services_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Certification exams in event management, digital marketing and protocol." |
*
* @param {Page_Tests_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_description: ((inputs?: Page_Tests_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tests_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prove your skills and earn a recognised certificate." |
*
* @param {Page_Tests_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_subtitle: ((inputs?: Page_Tests_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tests_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Page_Tests_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title: ((inputs?: Page_Tests_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tests_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Certification Tests" |
*
* @param {Page_Tests_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title2: ((inputs?: Page_Tests_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tests_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Instructor-led courses in event management, digital marketing and protocol." |
*
* @param {Page_Training_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_description: ((inputs?: Page_Training_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Training_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Courses taught by working professionals, with a certificate at the end." |
*
* @param {Page_Training_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_subtitle: ((inputs?: Page_Training_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Training_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Training" |
*
* @param {Page_Training_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title: ((inputs?: Page_Training_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Training_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Professional Training" |
*
* @param {Page_Training_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title2: ((inputs?: Page_Training_Title2Inputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Training_Title2Inputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Video tutorials on event planning, digital marketing strategy and protocol." |
*
* @param {Page_Tutorials_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_description: ((inputs?: Page_Tutorials_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tutorials_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Step-by-step lessons from our professionals." |
*
* @param {Page_Tutorials_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_subtitle: ((inputs?: Page_Tutorials_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tutorials_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Page_Tutorials_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_title: ((inputs?: Page_Tutorials_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Tutorials_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_company: ((inputs?: Partner_CompanyInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_CompanyInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us about your company and how you would like to partner" |
*
* @param {Partner_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_message_placeholder: ((inputs?: Partner_Message_PlaceholderInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_Message_PlaceholderInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Submit Application" |
*
* @param {Partner_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_submit: ((inputs?: Partner_SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your interest in partnering with Inzira. Our team reviews your application and e-mails you its decision." |
*
* @param {Partner_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_content: ((inputs?: Partner_Success_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_Success_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Application Submitted!" |
*
* @param {Partner_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_title: ((inputs?: Partner_Success_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_Success_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Partner Application" |
*
* @param {Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_title: ((inputs?: Partner_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partner_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Partners" |
*
* @param {Partners_OursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ours: ((inputs?: Partners_OursInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_OursInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Why Partner With Us" |
*
* @param {Partners_WhyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_why: ((inputs?: Partners_WhyInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partners_WhyInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment." |
*
* @param {Payments_OffInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const payments_off: ((inputs?: Payments_OffInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payments_OffInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I read \"{title}\" and would like to talk about it." |
*
* @param {Post_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_booking_message: ((inputs: Post_Booking_MessageInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Post_Booking_MessageInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Next steps" |
*
* @param {Post_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_next_steps: ((inputs?: Post_Next_StepsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Post_Next_StepsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Read next" |
*
* @param {Post_Read_NextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_read_next: ((inputs?: Post_Read_NextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Post_Read_NextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Want results like these?" |
*
* @param {Post_Want_ResultsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_want_results: ((inputs?: Post_Want_ResultsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Post_Want_ResultsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Meet Our Professionals" |
*
* @param {Professionals_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_heading: ((inputs?: Professionals_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Professionals_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to fetch professionals." |
*
* @param {Professionals_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_load_error: ((inputs?: Professionals_Load_ErrorInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Professionals_Load_ErrorInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All projects" |
*
* @param {Project_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_all: ((inputs?: Project_AllInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_AllInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Book a project like this" |
*
* @param {Project_Book_LikeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_book_like: ((inputs?: Project_Book_LikeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Book_LikeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I'd like a project like \"{title}\"." |
*
* @param {Project_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_booking_message: ((inputs: Project_Booking_MessageInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Booking_MessageInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_client: ((inputs?: Project_ClientInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ClientInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Completion date" |
*
* @param {Project_CompletedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_completed: ((inputs?: Project_CompletedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_CompletedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Project_GalleryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_gallery: ((inputs?: Project_GalleryInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_GalleryInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Project_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_hero: ((inputs?: Project_HeroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_HeroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} for {client}" |
*
* @param {Project_Image_AltInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_image_alt: ((inputs: Project_Image_AltInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Image_AltInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading project..." |
*
* @param {Project_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_loading: ((inputs?: Project_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skills and tools" |
*
* @param {Project_SkillsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_skills: ((inputs?: Project_SkillsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_SkillsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The Team" |
*
* @param {Project_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_team: ((inputs?: Project_TeamInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_TeamInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: video" |
*
* @param {Project_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_video: ((inputs: Project_VideoInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_VideoInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon for our latest work." |
*
* @param {Projects_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_text: ((inputs?: Projects_Empty_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_Empty_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No projects yet" |
*
* @param {Projects_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_title: ((inputs?: Projects_Empty_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_Empty_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Portfolio" |
*
* @param {Projects_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_heading: ((inputs?: Projects_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Project portfolio" |
*
* @param {Projects_List_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_list_label: ((inputs?: Projects_List_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_List_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading projects..." |
*
* @param {Projects_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_loading: ((inputs?: Projects_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Projects_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company code" |
*
* @param {Registration_Company_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_company_code: ((inputs?: Registration_Company_CodeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registration_Company_CodeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Company Registration" |
*
* @param {Registration_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_heading: ((inputs?: Registration_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registration_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Legal name" |
*
* @param {Registration_Legal_NameInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_legal_name: ((inputs?: Registration_Legal_NameInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registration_Legal_NameInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Registered with" |
*
* @param {Registration_RegistryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_registry: ((inputs?: Registration_RegistryInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registration_RegistryInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tax identification" |
*
* @param {Registration_Tax_IdInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_tax_id: ((inputs?: Registration_Tax_IdInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Registration_Tax_IdInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New date" |
*
* @param {Reschedule_Date_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_date_label: ((inputs?: Reschedule_Date_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reschedule_Date_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moving..." |
*
* @param {Reschedule_MovingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_moving: ((inputs?: Reschedule_MovingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reschedule_MovingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No time is free on this day." |
*
* @param {Reschedule_No_TimeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_no_time: ((inputs?: Reschedule_No_TimeInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reschedule_No_TimeInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move my consultation" |
*
* @param {Reschedule_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_submit: ((inputs?: Reschedule_SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reschedule_SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "New time (Kigali)" |
*
* @param {Reschedule_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const reschedule_time_label: ((inputs?: Reschedule_Time_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reschedule_Time_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{title} features" |
*
* @param {Service_FeaturesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const service_features: ((inputs: Service_FeaturesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_FeaturesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No services yet" |
*
* @param {Services_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_empty: ((inputs?: Services_EmptyInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_EmptyInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Skilled professionals for every part of your brand’s growth." |
*
* @param {Services_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_intro: ((inputs?: Services_IntroInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_IntroInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading services..." |
*
* @param {Services_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_loading: ((inputs?: Services_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What We Offer" |
*
* @param {Services_Offer_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_offer_heading: ((inputs?: Services_Offer_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Offer_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Share on WhatsApp" |
*
* @param {Share_On_WhatsappInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_on_whatsapp: ((inputs?: Share_On_WhatsappInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Share_On_WhatsappInputs, {
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
/**
* | output |
* | --- |
* | "Choose a date first to see the free times." |
*
* @param {Slot_Choose_Date_FirstInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_choose_date_first: ((inputs?: Slot_Choose_Date_FirstInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Choose_Date_FirstInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We are closed on this day. Please choose another date." |
*
* @param {Slot_ClosedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed: ((inputs?: Slot_ClosedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_ClosedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We are closed on this day ({reason}). Please choose another date." |
*
* @param {Slot_Closed_BecauseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_closed_because: ((inputs: Slot_Closed_BecauseInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Closed_BecauseInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Every time of this day is booked. Please choose another date." |
*
* @param {Slot_Day_BookedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_day_booked: ((inputs?: Slot_Day_BookedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Day_BookedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Looking up the free times…" |
*
* @param {Slot_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_looking_up: ((inputs?: Slot_Looking_UpInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Looking_UpInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Could not check which times are free; the booking will still be checked." |
*
* @param {Slot_Lookup_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_lookup_failed: ((inputs?: Slot_Lookup_FailedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Lookup_FailedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No consultation times are left on this day. Please choose another date." |
*
* @param {Slot_None_LeftInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_none_left: ((inputs?: Slot_None_LeftInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_None_LeftInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Time (Kigali)" |
*
* @param {Slot_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const slot_time_label: ((inputs?: Slot_Time_LabelInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_Time_LabelInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid search, display and social advertising managed by specialists who watch every franc of the budget." |
*
* @param {Static_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_description: ((inputs?: Static_Advertising_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Advertising_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Display Advertising" |
*
* @param {Static_Advertising_DisplayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_display: ((inputs?: Static_Advertising_DisplayInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Advertising_DisplayInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ad Optimization" |
*
* @param {Static_Advertising_OptimizationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_optimization: ((inputs?: Static_Advertising_OptimizationInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Advertising_OptimizationInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PPC Campaigns" |
*
* @param {Static_Advertising_PpcInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_ppc: ((inputs?: Static_Advertising_PpcInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Advertising_PpcInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Static_Advertising_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_title: ((inputs?: Static_Advertising_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Advertising_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photography, design and video that tell your brand’s story to audiences in Rwanda and beyond." |
*
* @param {Static_Content_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_description: ((inputs?: Static_Content_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Content_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Graphic Design" |
*
* @param {Static_Content_DesignInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_design: ((inputs?: Static_Content_DesignInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Content_DesignInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Photography" |
*
* @param {Static_Content_PhotoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_photo: ((inputs?: Static_Content_PhotoInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Content_PhotoInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Static_Content_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_title: ((inputs?: Static_Content_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Content_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Video Production" |
*
* @param {Static_Content_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_video: ((inputs?: Static_Content_VideoInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Content_VideoInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics & Reporting" |
*
* @param {Static_Marketing_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_analytics: ((inputs?: Static_Marketing_AnalyticsInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Marketing_AnalyticsInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Content Marketing" |
*
* @param {Static_Marketing_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_content: ((inputs?: Static_Marketing_ContentInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Marketing_ContentInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Campaigns planned around your goals, measured every week and tuned for the channels your customers use." |
*
* @param {Static_Marketing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_description: ((inputs?: Static_Marketing_DescriptionInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Marketing_DescriptionInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Social Media Strategy" |
*
* @param {Static_Marketing_SocialInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_social: ((inputs?: Static_Marketing_SocialInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Marketing_SocialInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Static_Marketing_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_title: ((inputs?: Static_Marketing_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Static_Marketing_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "I'd like to start my own success story." |
*
* @param {Stories_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_booking_message: ((inputs?: Stories_Booking_MessageInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Booking_MessageInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Story Could Be Next" |
*
* @param {Stories_NextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_next: ((inputs?: Stories_NextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_NextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Start Your Success Story" |
*
* @param {Stories_StartInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_start: ((inputs?: Stories_StartInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_StartInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Stripe_CardInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_card: ((inputs?: Stripe_CardInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stripe_CardInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The secure card form could not be loaded (Stripe.js failed to load). Please check your connection and try again." |
*
* @param {Stripe_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_load_failed: ((inputs?: Stripe_Load_FailedInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stripe_Load_FailedInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the card form" |
*
* @param {Stripe_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_loading: ((inputs?: Stripe_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stripe_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Card payments are not available in this browser right now." |
*
* @param {Stripe_UnavailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stripe_unavailable: ((inputs?: Stripe_UnavailableInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stripe_UnavailableInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submit: ((inputs?: SubmitInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SubmitInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submitting: ((inputs?: SubmittingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SubmittingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Check back soon to meet the professionals behind our work." |
*
* @param {Team_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const team_empty_text: ((inputs?: Team_Empty_TextInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Team_Empty_TextInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our team is being introduced" |
*
* @param {Team_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const team_empty_title: ((inputs?: Team_Empty_TitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Team_Empty_TitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "No testimonials yet" |
*
* @param {Testimonials_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_empty: ((inputs?: Testimonials_EmptyInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testimonials_EmptyInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "What Our Clients Say" |
*
* @param {Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_heading: ((inputs?: Testimonials_HeadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testimonials_HeadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load testimonials. Please try again later." |
*
* @param {Testimonials_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_load_error: ((inputs?: Testimonials_Load_ErrorInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testimonials_Load_ErrorInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Loading testimonials..." |
*
* @param {Testimonials_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_loading: ((inputs?: Testimonials_LoadingInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testimonials_LoadingInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Available Exams" |
*
* @param {Tests_AvailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tests_available: ((inputs?: Tests_AvailableInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tests_AvailableInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our Courses" |
*
* @param {Training_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const training_courses: ((inputs?: Training_CoursesInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Training_CoursesInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Lesson {number}: {title}" |
*
* @param {Tutorial_LessonInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_lesson: ((inputs: Tutorial_LessonInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tutorial_LessonInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{description} {count} lessons, about {minutes} minutes." |
*
* @param {Tutorial_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorial_subtitle: ((inputs: Tutorial_SubtitleInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tutorial_SubtitleInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All Tutorials" |
*
* @param {Tutorials_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tutorials_all: ((inputs?: Tutorials_AllInputs, options?: {
    locale?: "en" | "rw" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tutorials_AllInputs, {
    locale?: "en" | "rw" | "fr";
}, {}>;
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
