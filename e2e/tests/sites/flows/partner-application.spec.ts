import { expect, test, type Page } from '@playwright/test';
import {
  EMAIL_FIELD_ERROR,
  forceFormspreeAnswer,
  formspreeSubmissions,
  rowsOf,
  uniqueEmail,
  openDialog,
} from './flow-support';

/** Apply Now on /partners; clicks again until the prerendered page has hydrated. */
async function openApplication(page: Page) {
  await page.goto('/partners');
  return openDialog(
    page.getByRole('button', { name: 'Apply Now' }).first(),
    page.getByRole('dialog', { name: 'Partner Application' }),
  );
}

async function fillApplication(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company name').fill('Umurava Events Ltd');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+250 788 300 400');
  await dialog.getByLabel('Message').fill('We run sound and stage for 40 events a year.');
}

test('a partner application is stored, notified and confirmed', async ({ page }) => {
  const email = uniqueEmail('partner');
  const dialog = await openApplication(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Company name is required',
    'Email is required',
    'Phone is required',
    'Message is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await fillApplication(page, email);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible();
  const [row] = await rowsOf('partner_applications', { email: `eq.${email}` });
  expect(row).toMatchObject({
    company_name: 'Umurava Events Ltd',
    phone: '+250 788 300 400',
    message: 'We run sound and stage for 40 events a year.',
    status: 'pending',
  });
  const sent = await formspreeSubmissions('partner');
  expect(sent.map((submission) => submission.fields)).toContainEqual(
    expect.objectContaining({ email, companyName: 'Umurava Events Ltd' }),
  );
});

test('a Formspree field error shows under its field; the honeypot stores nothing', async ({
  page,
}) => {
  const email = uniqueEmail('partner-fs');
  let dialog = await openApplication(page);
  await fillApplication(page, email);
  await forceFormspreeAnswer('partner', email, 422, EMAIL_FIELD_ERROR);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Email should be an email')).toBeVisible();
  expect(await rowsOf('partner_applications', { email: `eq.${email}` })).toHaveLength(1);

  const botEmail = uniqueEmail('partner-bot');
  dialog = await openApplication(page);
  await fillApplication(page, botEmail);
  await dialog.locator('input[name="_gotcha"]').fill('spam', { force: true });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible();
  expect(await rowsOf('partner_applications', { email: `eq.${botEmail}` })).toHaveLength(0);
});
