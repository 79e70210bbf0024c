import { backend } from './backend';

/**
 * A member's password sign-in straight against Auth (no app): answers the access token, to call
 * the API directly as that member would with a copied token.
 */
export async function passwordToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${backend.url()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json();
  if (!response.ok || !body || typeof body !== 'object' || !('access_token' in body)) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return String(body.access_token);
}

/** The Data API as the holder of `token`, with the public key, as supabase-js calls it. */
export function memberFetch(token: string, path: string, init: RequestInit = {}) {
  return fetch(`${backend.url()}${path}`, {
    ...init,
    headers: {
      apikey: backend.publishableKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
}

/** The rows a member's read answers (an empty list when row-level security hides them all). */
export async function memberRows(token: string, path: string): Promise<unknown[]> {
  const response = await memberFetch(token, path);
  const body: unknown = await response.json();
  return Array.isArray(body) ? body : [];
}
