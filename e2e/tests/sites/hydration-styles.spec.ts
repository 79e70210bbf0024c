import { expect, test } from '@playwright/test';
import { appStart, markAppReady } from '../../support/app-start';

// A prerendered page carries every style rule its render made, the composed ones included
// (sites/src/entry-server.tsx, `withComposedStyles`): hydrating it inserts none, so the browser
// does no style work for it in the commit React cannot slice (docs/performance.md).

/** The rules Emotion inserted in the browser: its sheets made at run time carry no ids. */
const rulesInsertedInBrowser = () =>
  [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
    (count, tag) =>
      count + (tag instanceof HTMLStyleElement ? (tag.sheet?.cssRules.length ?? 0) : 0),
    0,
  );

// English pages: a browser in English is offered no other language (the offer's banner is the
// browser's own rendering, with its own rules).
for (const path of ['/contact', '/services', '/resources/blog', '/projects']) {
  test(`${path} hydrates without inserting a style rule`, async ({ page }) => {
    await markAppReady(page);
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toHaveCount(1, appStart);
    // Ready means every section hydrated apart has too (the consultation form on /contact).
    expect(await page.evaluate(rulesInsertedInBrowser)).toBe(0);
  });
}
