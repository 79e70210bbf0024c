import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs a step and expects the notice it raises, one notice at a time. Notices stay on screen
 * for 5 s (10 s when they offer Undo) and stack, so a notice with the same words left by an
 * earlier step would clash with this one (two matches) or stand in for it (a check that passes
 * before this step has answered). The earlier one is waited out first, as an administrator
 * would see it go (docs/testing.md, "Tests under load").
 */
export async function expectNoticeAfter(
  page: Page,
  text: string,
  step: () => Promise<void>,
): Promise<Locator> {
  const notice = page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
  await expect(notice).toHaveCount(0);
  await step();
  // Whatever matches now was raised by this step: none was on screen before it.
  const raised = notice.first();
  await expect(raised).toBeVisible();
  return raised;
}
