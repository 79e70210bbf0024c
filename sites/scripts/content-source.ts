/**
 * Where the build reads published content: the configured backend with the anon key, as a
 * visitor would. When that is the local backend and it is not running (a build before
 * `npm start`, CI, e2e), an in-memory local backend with the same migrations and seed answers
 * instead. A hosted backend that cannot be reached gives no source: the build still succeeds,
 * with the data pages rendered by the browser as before, and says so.
 */
export interface ContentSource {
  url: string;
  publishableKey: string;
  /** Stops the in-memory backend, when one was started. */
  close(): Promise<void>;
}

export const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(url);

export async function answers(url: string, publishableKey: string): Promise<boolean> {
  try {
    const response = await fetch(
      `${url.replace(/\/+$/, '')}/rest/v1/projects?select=slug&limit=1`,
      {
        headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` },
        signal: AbortSignal.timeout(5000),
      },
    );
    return response.ok;
  } catch {
    return false;
  }
}

export async function openContentSource(configured: {
  url: string;
  publishableKey: string;
}): Promise<ContentSource | null> {
  if (await answers(configured.url, configured.publishableKey)) {
    return { ...configured, close: async () => {} };
  }
  if (!isLocal(configured.url)) {
    console.warn(
      `warning: ${configured.url} did not answer; the data pages are built without content and render it in the browser.`,
    );
    return null;
  }
  const { startLocalBackend } = await import('@inzira/local-backend');
  const seeded = await startLocalBackend({ port: 0, quiet: true, admin: null });
  return { url: seeded.url, publishableKey: seeded.publishableKey, close: () => seeded.stop() };
}
