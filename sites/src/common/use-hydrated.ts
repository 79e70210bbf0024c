import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true from the render after: for what must
 * come from the visitor's browser, not the build machine (today's date, the window's size).
 *
 * The switch is a transition, so React renders what it brings in slices, after the page can be
 * used. (`useSyncExternalStore` with a server snapshot, the usual idiom, re-renders every such
 * component synchronously right after hydration, in one task with the hydration's effects:
 * docs/performance.md, "Nothing synchronous after hydration".) Call it in the smallest component
 * that needs it: everything it renders renders again.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
