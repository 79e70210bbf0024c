/** The back-office environment, read and validated once. */
function required(name: string, value: string | undefined): string {
  if (!value) {
    throw new Error(`Missing environment variable ${name}: copy admin/.env.example and set it.`);
  }
  return value;
}

function url(name: string, value: string | undefined): string {
  const text = required(name, value);
  try {
    return new URL(text).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Environment variable ${name} must be an absolute URL, got "${text}".`);
  }
}

const vars = import.meta.env;

export const env = {
  supabaseUrl: url('VITE_SUPABASE_URL', vars.VITE_SUPABASE_URL),
  supabaseAnonKey: required('VITE_SUPABASE_ANON_KEY', vars.VITE_SUPABASE_ANON_KEY),
  siteUrl: url('VITE_SITE_URL', vars.VITE_SITE_URL),
  adminUrl: url('VITE_ADMIN_URL', vars.VITE_ADMIN_URL),
} as const;
