/** The Edge Functions (supabase/functions/<name>) the apps call by name. */
export const FUNCTION_NAMES = {
  submitBooking: 'submit-booking',
  submitConsultation: 'submit-consultation',
  submitPartnerApplication: 'submit-partner-application',
  submitEnrollment: 'submit-enrollment',
  registerForEvent: 'register-for-event',
  voteOnBlog: 'vote-on-blog',
  sendVisitorEmails: 'send-visitor-emails',
  manageTeam: 'manage-team',
  confirmConsultation: 'confirm-consultation',
  manageConsultation: 'manage-consultation',
  sendTeamEmails: 'send-team-emails',
  stripeWebhook: 'stripe-webhook',
} as const;

export type FunctionName = (typeof FUNCTION_NAMES)[keyof typeof FUNCTION_NAMES];

/** The functions a visitor's browser calls: the public forms and the blog votes. */
export type SubmissionFunction =
  | typeof FUNCTION_NAMES.submitBooking
  | typeof FUNCTION_NAMES.submitConsultation
  | typeof FUNCTION_NAMES.submitPartnerApplication
  | typeof FUNCTION_NAMES.submitEnrollment
  | typeof FUNCTION_NAMES.registerForEvent
  | typeof FUNCTION_NAMES.voteOnBlog
  | typeof FUNCTION_NAMES.confirmConsultation
  | typeof FUNCTION_NAMES.manageConsultation;

/**
 * The form kinds `submit_public_form` stores (its `form_name`) and its per-form limits name; a
 * test reads the SQL and fails when the two lists differ.
 */
export const PUBLIC_FORMS = [
  'booking',
  'consultation',
  'partner_application',
  'enrollment',
  'registration',
] as const;

export type PublicForm = (typeof PUBLIC_FORMS)[number];
