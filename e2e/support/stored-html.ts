import { backend } from './backend';

// What the stored-HTML specs plant: markup that would run if anything parsed it.
export const imgPayload = '<img src=x onerror="window.__xss=1">';
export const scriptPayload = '<script>window.__xss=1</script>';

/** The id of the one row a `return=representation` insert answered with. */
export function insertedId(body: unknown): string {
  const row: unknown = Array.isArray(body) ? body[0] : undefined;
  const id: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'id') : undefined;
  if (typeof id !== 'string') throw new Error(`Unexpected insert answer: ${JSON.stringify(body)}`);
  return id;
}

/** PostgREST as the service role: plants rows no form would accept. */
export function serviceRest(path: string, init: RequestInit = {}): Promise<Response> {
  const key = backend.serviceRoleKey();
  return fetch(`${backend.url()}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
  });
}
