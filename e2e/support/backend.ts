/** Access to the suite's local backend from test workers (started by global-setup.ts). */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts.`);
  return value;
}

export const backend = {
  url: () => required('E2E_SUPABASE_URL'),
  /** The publishable key the apps hold (a visitor's, or a member's `apikey` beside the session). */
  publishableKey: () => required('E2E_PUBLISHABLE_KEY'),
  secretKey: () => required('E2E_SECRET_KEY'),
  /** MailDev's REST API (`<url>/email`), where the functions' e-mails arrive. */
  mailApiUrl: () => required('E2E_MAIL_API_URL'),
  /** The stripe-webhook function's signing secret. */
  stripeWebhookSecret: () => required('E2E_STRIPE_WEBHOOK_SECRET'),
};

export const demoAdmin = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.LOCAL_ADMIN_PASSWORD ?? 'inzira-admin',
};

/**
 * The backend as the service role, past row-level security: plants and removes what no form
 * would write. `init.headers` add to these; the answer comes back as it is.
 */
export function serviceFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const key = backend.secretKey();
  return fetch(`${backend.url()}${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
}

/** serviceFetch for a step the test relies on: a refusal throws with the backend's answer. */
export async function serviceCall(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await serviceFetch(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The id of the row (or the first of the rows) an insert answered with. */
export function idOf(body: unknown): string {
  const row: unknown = Array.isArray(body) ? body[0] : body;
  if (row && typeof row === 'object' && 'id' in row && typeof row.id === 'string') return row.id;
  throw new Error(`No id in ${JSON.stringify(body)}`);
}

/**
 * Creates a confirmed user through the Auth admin API, as a hosted project's dashboard does;
 * answers the user's id.
 */
export async function createUser(
  email: string,
  password: string,
  userMetadata: object = {},
): Promise<string> {
  const response = await serviceCall('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  return idOf(await response.json());
}

/** Creates a user and lets them into the back-office in `role` (docs/team-and-roles.md); answers the id. */
export async function createAdmin(
  email: string,
  password: string,
  role: 'owner' | 'editor' | 'sales' = 'owner',
): Promise<string> {
  const id = await createUser(email, password);
  await serviceCall('/rest/v1/team_members', {
    method: 'POST',
    body: JSON.stringify({ user_id: id, role }),
  });
  return id;
}
