import { useEffect } from 'react';

/**
 * Tells the prerendered page's early-input script (sites/scripts/early-input.js) that the page
 * has hydrated, so the clicks and typing it held can be replayed. It sits inside the page's
 * Suspense boundary: its effect runs only once the page itself, not just the shell, is live.
 */
export function AppReady() {
  useEffect(() => {
    document.dispatchEvent(new Event('inzira:app-ready'));
  }, []);
  return null;
}
