import type { Page } from '@playwright/test';

/**
 * For the one wait that covers the whole start of the app after a page opens (fetch, parse,
 * hydrate, then a lazy form's own chunk): on a loaded two-core machine that alone has taken
 * more than the 20 s every other `expect` may wait. A hang guard, not a delay: the wait ends as
 * soon as the control is there (docs/testing.md, "Tests under load").
 */
export const appStart = { timeout: 45_000 };

/**
 * Marks `<html data-ready>` once the page's app says it is live (`inzira:app-ready`,
 * sites/src/app/app-ready.tsx), so a test can wait for `html[data-ready]`.
 */
export async function markAppReady(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('inzira:app-ready', () =>
      document.documentElement.setAttribute('data-ready', ''),
    ),
  );
}

/** Holds every request for scripts matching `files` until the returned function is called. */
export async function holdScripts(page: Page, files: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds every app script (the start script included) until the returned function is called: the
 * prerendered page as a slow phone shows it before its app has started.
 */
export const holdAppScripts = (page: Page) => holdScripts(page, /\/assets\/[^/]+\.js$/);
