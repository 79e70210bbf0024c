import { expect, type Locator, type Page } from '@playwright/test';
import { appStart } from './app-start';

/**
 * The contact page's consultation form once the app has taken it over (the app's whole start).
 * The form is in the prerendered page and takes typing before then; its date field gets today's
 * bounds only from the app, so they say it is live.
 */
export async function liveConsultationForm(page: Page): Promise<Locator> {
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await expect(form.getByLabel('Date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/, appStart);
  return form;
}
