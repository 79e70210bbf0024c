import type { APIRequestContext } from '@playwright/test';

/** The response headers of one path, as the static server sends them. */
export async function headersOf(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, string>> {
  return (await request.get(path)).headers();
}
