/** Access to the suite's local backend from test workers (started by global-setup.ts). */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts.`);
  return value;
}

export const backend = {
  url: () => required('E2E_SUPABASE_URL'),
  serviceRoleKey: () => required('E2E_SERVICE_ROLE_KEY'),
  /** MailDev's REST API (`<url>/email`), where the functions' e-mails arrive. */
  mailApiUrl: () => required('E2E_MAIL_API_URL'),
  /** The stripe-webhook function's signing secret. */
  stripeWebhookSecret: () => required('E2E_STRIPE_WEBHOOK_SECRET'),
};

export const demoAdmin = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.LOCAL_ADMIN_PASSWORD ?? 'inzira-admin',
};

/** Creates a confirmed user through the Auth admin API, as a hosted project's dashboard does. */
export async function createUser(
  email: string,
  password: string,
  userMetadata: object = {},
): Promise<void> {
  const key = backend.serviceRoleKey();
  const response = await fetch(`${backend.url()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  if (!response.ok)
    throw new Error(`Creating ${email} failed: ${response.status} ${await response.text()}`);
}
