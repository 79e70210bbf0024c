import type { Page } from '@playwright/test';

/**
 * Scrolls down the page a screen at a time, as a reader does, letting each screen be drawn:
 * a section that comes to life only once it is in sight (the home page's islands,
 * docs/performance.md) sees each screen it passes through. A single jump to the bottom would
 * pass over them unseen.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}
