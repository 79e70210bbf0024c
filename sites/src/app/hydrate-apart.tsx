import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates as its own unit of work, after the part above
 * it: a Suspense boundary around server HTML is hydrated at a lower priority in separate, sliced
 * tasks, so a long page no longer hydrates in one long task that blocks the first tap
 * (docs/performance.md, "Less work before interaction"). The markup stays the prerendered one
 * until then (nothing moves). Only for parts without buttons that open a form: a press held before
 * the app started is replayed when the page is live, and a replay into a part not hydrated yet
 * leaves the form's early copy open instead of handing it to the app. The fallback is never shown
 * on a prerendered page: the server HTML stands in for it.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
