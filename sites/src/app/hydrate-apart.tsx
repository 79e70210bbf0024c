import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** One HydrateApart section, as its two effects know it. */
type Section = object;

/** Sections on the page whose server HTML React has not hydrated yet, and those it has. */
const waiting = new Set<Section>();
const hydrated = new WeakSet<Section>();
let whenNoneWaiting: Array<() => void> = [];

function settle() {
  if (waiting.size > 0) return;
  const callbacks = whenNoneWaiting;
  whenNoneWaiting = [];
  for (const callback of callbacks) callback();
}

/**
 * Calls back once every HydrateApart section on the page has hydrated (at once when none is
 * waiting). AppReady uses it: a press held before the app started is replayed into a live
 * section, never into one still showing its server HTML.
 */
export function whenSectionsHydrated(callback: () => void): () => void {
  whenNoneWaiting.push(callback);
  settle();
  return () => {
    whenNoneWaiting = whenNoneWaiting.filter((waitingFor) => waitingFor !== callback);
  };
}

/** Inside the boundary: its effect runs once React has hydrated the section. */
function Hydrated({ section }: { section: Section }) {
  useEffect(() => {
    hydrated.add(section);
    waiting.delete(section);
    settle();
  }, [section]);
  return null;
}

/**
 * A part of a prerendered page that React hydrates as its own unit of work, after the part above
 * it: a Suspense boundary around server HTML is hydrated at a lower priority in separate, sliced
 * tasks, so a long page no longer hydrates in one long task that blocks the first tap
 * (docs/performance.md, "Less work before interaction"). The markup stays the prerendered one
 * until then (nothing moves). Sections with buttons that open a form may hydrate apart too: the
 * app says it is ready (AppReady) only once every section has, so a press held before the app
 * started is replayed into a live section (whenSectionsHydrated). The fallback is never shown on
 * a prerendered page, where the server HTML stands in for it; it is what a page rendered in the
 * browser (reached from another page) shows while a lazy section's code arrives.
 */
export function HydrateApart({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [section] = useState<Section>(() => ({}));
  // Runs when the page around it commits; the section may still be server HTML then. (When it
  // hydrated in the same commit, its own effect has already run: effects run children first.)
  useEffect(() => {
    if (!hydrated.has(section)) waiting.add(section);
    return () => {
      waiting.delete(section);
      settle();
    };
  }, [section]);
  return (
    <Suspense fallback={fallback}>
      <Hydrated section={section} />
      {children}
    </Suspense>
  );
}
