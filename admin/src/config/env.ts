import { createEnvReader } from '@inzira/shared-data/env';

/** The back-office environment, read and validated once. */
const { required, url } = createEnvReader('admin/.env.example');

const vars = import.meta.env;

export const env = {
  supabaseUrl: url('VITE_SUPABASE_URL', vars.VITE_SUPABASE_URL),
  supabasePublishableKey: required(
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    vars.VITE_SUPABASE_PUBLISHABLE_KEY,
  ),
  siteUrl: url('VITE_SITE_URL', vars.VITE_SITE_URL),
  adminUrl: url('VITE_ADMIN_URL', vars.VITE_ADMIN_URL),
} as const;
