import { expect, type Page } from '@playwright/test';
import { serviceFetch } from './backend';

// What the stored-HTML specs plant: markup that would run if anything parsed it.
export const imgPayload = '<img src=x onerror="window.__xss=1">';
export const scriptPayload = '<script>window.__xss=1</script>';

/** PostgREST as the service role: plants rows no form would accept. */
export function serviceRest(path: string, init: RequestInit = {}): Promise<Response> {
  return serviceFetch(`/rest/v1/${path}`, init);
}

/**
 * Watches a page for the payload running: from now on every alert, confirm or prompt is
 * dismissed and recorded; `expectInert` then checks nothing ran.
 */
export function watchPayloads(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    /** No script set its flag, no element was made, no dialog opened. */
    async expectInert(): Promise<void> {
      expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
      // The payload became text, not elements.
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(dialogs).toEqual([]);
    },
  };
}
