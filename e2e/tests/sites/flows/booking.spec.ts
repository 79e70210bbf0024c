import { expect, test, type Page } from '@playwright/test';
import {
  EMAIL_FIELD_ERROR,
  forceFormspreeAnswer,
  formspreeSubmissions,
  rowsOf,
  uniqueEmail,
  openDialog,
} from './flow-support';

/** The home page's service cards; clicks again until the prerendered page has hydrated. */
async function openFromServiceCard(page: Page, service: string) {
  await page.goto('/');
  return openDialog(
    page.getByRole('button', { name: `Book Now: ${service}` }).first(),
    page.getByRole('dialog', { name: "Let's Talk!" }),
  );
}

async function fillBooking(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Aline Mukamana');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone', { exact: false }).last().fill('788 123 456');
  await dialog.getByLabel('Message').fill('A launch video for our coffee brand.');
}

test('a booking is stored as pending, notified, and the success screen shows', async ({ page }) => {
  const email = uniqueEmail('booking');
  const dialog = await openFromServiceCard(page, 'Content Creation');
  // Pre-filled from the card, with the default country code.
  await expect(dialog.getByLabel('Service')).toHaveValue('Content Creation');
  await expect(dialog.getByLabel('Country code')).toHaveValue('+250');
  await fillBooking(page, email);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('dialog', { name: 'Booking Submitted!' })).toContainText(
    "Thank you for your message. We'll get back to you soon.",
  );
  const [row, ...others] = await rowsOf('bookings', { email: `eq.${email}` });
  expect(others).toHaveLength(0);
  expect(row).toMatchObject({
    full_name: 'Aline Mukamana',
    phone_number: '+250 788 123 456',
    requested_service: 'Content Creation',
    project_description: 'A launch video for our coffee brand.',
    status: 'pending',
  });
  const sent = await formspreeSubmissions('booking');
  expect(sent.map((submission) => submission.fields)).toContainEqual(
    expect.objectContaining({ email, service: 'Content Creation' }),
  );

  // Close resets the form: the next opening starts empty with +250 again.
  await page.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Book Now: Advertising Experts' }).first().click();
  const next = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(next.getByLabel('Name')).toHaveValue('');
  await expect(next.getByLabel('Service')).toHaveValue('Advertising Experts');
});

test('required fields are explained under each field', async ({ page }) => {
  const dialog = await openFromServiceCard(page, 'Content Creation');
  await dialog.getByLabel('Service').selectOption('Others');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Phone is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();
});

test('a Formspree field error shows under its field; the retry only resends', async ({ page }) => {
  const email = uniqueEmail('booking-fs');
  const dialog = await openFromServiceCard(page, 'Digital Marketing');
  await expect(dialog.getByLabel('Service')).toHaveValue('Marketing Agents');
  await fillBooking(page, email);
  await forceFormspreeAnswer('booking', 422, EMAIL_FIELD_ERROR);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog.getByText('Email should be an email')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Aline Mukamana');
  // The row was stored before the notification was refused.
  expect(await rowsOf('bookings', { email: `eq.${email}` })).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Submitted!' })).toBeVisible();
  expect(await rowsOf('bookings', { email: `eq.${email}` })).toHaveLength(1);
});

test('"Unexpected response format" from the form service is shown', async ({ page }) => {
  const email = uniqueEmail('booking-odd');
  const dialog = await openFromServiceCard(page, 'Content Creation');
  await fillBooking(page, email);
  await forceFormspreeAnswer('booking', 200, { surprise: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Unexpected response format');
});

test('the honeypot gets a normal-looking success and stores nothing', async ({ page }) => {
  const email = uniqueEmail('booking-bot');
  const dialog = await openFromServiceCard(page, 'Content Creation');
  await fillBooking(page, email);
  await dialog
    .locator('input[name="company_website"]')
    .fill('https://spam.example', { force: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Submitted!' })).toBeVisible();
  expect(await rowsOf('bookings', { email: `eq.${email}` })).toHaveLength(0);
  const sent = await formspreeSubmissions('booking');
  expect(sent.map((submission) => submission.fields)).not.toContainEqual(
    expect.objectContaining({ email }),
  );
});
