import { createEnvReader } from '@inzira/shared-data/env';

/**
 * The public site's environment, read and validated once. Shared packages receive these
 * values as arguments; nothing else reads import.meta.env.
 */
const { required, url } = createEnvReader('sites/.env.example');

const vars = import.meta.env;

export const env = {
  supabaseUrl: url('VITE_SUPABASE_URL', vars.VITE_SUPABASE_URL),
  supabasePublishableKey: required(
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    vars.VITE_SUPABASE_PUBLISHABLE_KEY,
  ),
  /** Unset means Formspree's own endpoint. */
  formspreeEndpoint: vars.VITE_FORMSPREE_ENDPOINT || undefined,
  /** Bookings and consultations go to the same Formspree form. */
  formspreeBookingFormId: vars.VITE_FORMSPREE_BOOKING_FORM_ID || 'booking',
  formspreePartnerFormId: vars.VITE_FORMSPREE_PARTNER_FORM_ID || 'partner',
  formspreeEnrollmentFormId: vars.VITE_FORMSPREE_ENROLLMENT_FORM_ID || 'enrollment',
  formspreeCompetitionFormId: vars.VITE_FORMSPREE_COMPETITION_FORM_ID || 'competition',
  /** Unset means payments are off: enrollments are recorded as unpaid. */
  stripePublishableKey: vars.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  /** Cloudflare Turnstile's site key; unset means the forms show no challenge. */
  turnstileSiteKey: vars.VITE_TURNSTILE_SITE_KEY || undefined,
  siteUrl: url('VITE_SITE_URL', vars.VITE_SITE_URL),
  adminUrl: url('VITE_ADMIN_URL', vars.VITE_ADMIN_URL),
} as const;
