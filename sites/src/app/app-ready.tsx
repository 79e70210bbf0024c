import { useEffect } from 'react';
import { whenSectionsHydrated } from './hydrate-apart';

/**
 * Tells the prerendered page's early-input script (sites/scripts/early-input.js) that the page
 * has hydrated, so the clicks and typing it held can be replayed. It sits inside the page's
 * Suspense boundary: its effect runs only once the page itself, not just the shell, is live; and
 * it waits for the page's sections that hydrate apart (HydrateApart), so a held press lands on a
 * live button.
 */
export function AppReady() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    // After the other effects of this commit, which register the sections still to hydrate.
    const timer = setTimeout(() => {
      stop = whenSectionsHydrated(() => document.dispatchEvent(new Event('inzira:app-ready')));
    });
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return null;
}
