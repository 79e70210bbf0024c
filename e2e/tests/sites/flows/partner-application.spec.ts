import { expect, test, type Page } from '@playwright/test';
import { expectMessages, fillFields, fillHoneypot } from '../../../support/forms';
import {
  EMAIL_FIELD_ERROR,
  expectNotified,
  forceFormspreeAnswer,
  openDialog,
  rowsFor,
  uniqueEmail,
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
  await fillFields(page.getByRole('dialog'), {
    'Company name': 'Umurava Events Ltd',
    Email: email,
    Phone: '+250 788 300 400',
    Message: 'We run sound and stage for 40 events a year.',
  });
}

test('a partner application is stored, notified and confirmed', async ({ page }) => {
  const email = uniqueEmail('partner');
  const dialog = await openApplication(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectMessages(
    dialog,
    'Company name is required',
    'Email is required',
    'Phone is required',
    'Message is required',
  );
  await fillApplication(page, email);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible();
  const [row] = await rowsFor('partner_applications', email);
  expect(row).toMatchObject({
    company_name: 'Umurava Events Ltd',
    phone: '+250 788 300 400',
    message: 'We run sound and stage for 40 events a year.',
    status: 'pending',
  });
  await expectNotified('partner', { email, companyName: 'Umurava Events Ltd' });
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
  expect(await rowsFor('partner_applications', email)).toHaveLength(1);

  const botEmail = uniqueEmail('partner-bot');
  dialog = await openApplication(page);
  await fillApplication(page, botEmail);
  await fillHoneypot(dialog);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible();
  expect(await rowsFor('partner_applications', botEmail)).toHaveLength(0);
});
