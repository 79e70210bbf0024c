/** Supabase's edge runtime keeps a worker alive for work handed to `EdgeRuntime.waitUntil`. */
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

/**
 * Runs `work` after the function has answered: sending e-mails must never hold up or change a
 * visitor's answer. Hosted, the edge runtime waits for it before stopping the worker; the local
 * backend's main service offers the same `EdgeRuntime.waitUntil`. A failure is logged.
 */
export function afterAnswer(work: () => Promise<unknown>): void {
  const running = work().catch((error: unknown) => console.error(error));
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(running);
}
