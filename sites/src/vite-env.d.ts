interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_FORMSPREE_ENDPOINT?: string;
  readonly VITE_FORMSPREE_BOOKING_FORM_ID?: string;
  readonly VITE_FORMSPREE_PARTNER_FORM_ID?: string;
  readonly VITE_FORMSPREE_ENROLLMENT_FORM_ID?: string;
  readonly VITE_FORMSPREE_COMPETITION_FORM_ID?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_ADMIN_URL?: string;
}
