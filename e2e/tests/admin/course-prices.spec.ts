import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Locator, Page } from '@playwright/test';
import { asVisitor, expect, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { backend, serviceCall } from '../../support/backend';
import { openDialog } from '../../support/open-dialog';

// The agency prices its courses in the admin's Courses screen, in Rwandan francs or another
// currency (docs/courses.md); the training page shows the price in that currency and an
// enrollment is stored, and paid through Stripe, in it.

// Each test goes from the admin to the public site and back: longer than one list's steps.
test.slow();

const viewports = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const token = () => randomBytes(12).toString('hex');

/** The course's row in the grid, or its card at phone width. */
const entry = (page: Page, title: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });

async function openCourses(page: Page) {
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
}

/** Adds a course through the Courses screen's form. */
async function addCourse(page: Page, title: string, currency: string, price: string) {
  await openCourses(page);
  const dialog = await list.openAddDialog(page, 'Add Course');
  await list.fillFields(dialog, {
    Title: title,
    Description: 'A course the end-to-end test prices.',
    Duration: '3 weeks',
    Modules: '5',
    Topics: 'Budgets\nQuotes',
    // Last in the catalogue, after the seeded courses.
    'Position in the catalogue': '90',
  });
  await expect(dialog.getByLabel('Currency')).toHaveValue('RWF');
  await dialog.getByLabel('Currency').selectOption(currency);
  await dialog.getByLabel('Price').fill(price);
  await list.submitDialog(page, 'Add', 'Course added successfully!');
}

/** What the visitor's enrollment stored. */
async function storedEnrollment(email: string) {
  const response = await serviceCall(
    `/rest/v1/enrollments?email=eq.${encodeURIComponent(email)}&select=amount_cents,currency,payment_status`,
  );
  return (await response.json()) as {
    amount_cents: number;
    currency: string;
    payment_status: string;
  }[];
}

/** A visitor enrolls through the training page (payments off: stored unpaid). */
async function enrollOnSite(page: Page, title: string, email: string, price: RegExp) {
  await asVisitor(page, '/resources/training', async (visitor) => {
    const card = visitor.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText(price);
    const dialog = await openDialog(
      visitor.getByRole('button', { name: `Enroll Now: ${title}` }),
      visitor.getByRole('dialog', { name: `Enroll in ${title}` }),
    );
    await dialog.getByLabel('Name').fill('Price Visitor');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+250 788 900 321');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();
    await expect(dialog.getByText('Enrollment Successful!')).toBeVisible();
  });
}

/** An enrollment with a card, as the browser makes it when Stripe is on; answers its card. */
async function enrollWithCard(courseId: string): Promise<{ method: string; email: string }> {
  const method = `pm_${token()}`;
  const email = `card.${token()}@example.com`;
  const response = await fetch(`${backend.url()}/functions/v1/submit-enrollment`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey(),
      Authorization: `Bearer ${backend.publishableKey()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      name: 'Card Visitor',
      email,
      phone: '+250 788 900 322',
      courseId,
      paymentMethod: method,
      _fillMs: 5000,
    }),
  });
  expect(response.status).toBe(200);
  return { method, email };
}

/** Stripe's payment_intent.succeeded for the card, signed as Stripe signs it. */
async function stripePaid(method: string, amount: number, currency: string) {
  const payload = JSON.stringify({
    id: `evt_${token()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `pi_${token()}`,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency,
        payment_method: method,
        status: 'succeeded',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: backend.stripeWebhookSecret(),
  });
  const response = await fetch(`${backend.url()}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(await response.json()).toEqual({ received: true, outcome: 'updated' });
}

/** The id the admin gave the new course (made from its title), as its view shows it. */
async function courseId(page: Page, title: string): Promise<string> {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await entry(page, title).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return id;
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a course priced at USD 120.50 is shown, enrolled and paid in dollars', async ({
      page,
    }) => {
      const title = unique('Dollar Course');
      await addCourse(page, title, 'USD', '120.50');
      await expect(entry(page, title)).toContainText('US$120.50');
      const id = await courseId(page, title);

      // The form shows the price back as it was typed.
      const edit = await list.openEditDialog(page, entry(page, title), 'Edit Course');
      await expect(edit.getByLabel('Currency')).toHaveValue('USD');
      await expect(edit.getByLabel('Price')).toHaveValue('120.50');
      await edit.getByRole('button', { name: 'Cancel' }).click();

      const email = `dollar.${token()}@example.com`;
      await enrollOnSite(page, title, email, /\$120\.50/);
      expect(await storedEnrollment(email)).toEqual([
        { amount_cents: 12_050, currency: 'USD', payment_status: 'unpaid' },
      ]);

      // Paid by card: Stripe reports the amount in cents, and the enrollment's price matches.
      const card = await enrollWithCard(id);
      await stripePaid(card.method, 12_050, 'usd');
      expect(await storedEnrollment(card.email)).toEqual([
        { amount_cents: 12_050, currency: 'USD', payment_status: 'paid' },
      ]);
    });

    test('a course priced at RWF 350,000 is shown and enrolled in whole francs', async ({
      page,
    }) => {
      const title = unique('Franc Course');
      await addCourse(page, title, 'RWF', '350000');
      await expect(entry(page, title)).toContainText(/RWF\s350,000/);
      const email = `franc.${token()}@example.com`;
      await enrollOnSite(page, title, email, /RWF\s350,000/);
      expect(await storedEnrollment(email)).toEqual([
        { amount_cents: 350_000, currency: 'RWF', payment_status: 'unpaid' },
      ]);
    });
  });
}

test('the form refuses a fraction of a franc, a currency change keeps enrollments as made, French beside English', async ({
  page,
}) => {
  const title = unique('Repriced Course');
  await addCourse(page, title, 'RWF', '200000');
  const email = `kept.${token()}@example.com`;
  await enrollOnSite(page, title, email, /RWF\s200,000/);

  const edit = await list.openEditDialog(page, entry(page, title), 'Edit Course');
  await edit.getByLabel('Price').fill('200000.50');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    edit.getByText('Type the price in whole RWF, e.g. 350000: RWF has no smaller unit'),
  ).toBeVisible();
  await edit.getByLabel('Currency').selectOption('EUR');
  await edit.getByLabel('Price').fill('150');
  await list.submitDialog(page, 'Save Changes', 'Course updated successfully!');
  await expect(entry(page, title)).toContainText('€150.00');
  expect(await storedEnrollment(email)).toEqual([
    { amount_cents: 200_000, currency: 'RWF', payment_status: 'unpaid' },
  ]);

  // Its French beside the English, in the dialog every content editor shares.
  const row = entry(page, title);
  await expect(row.getByText('FR missing')).toBeVisible();
  const again = await list.openEditDialog(page, row, 'Edit Course');
  const translations = await openDialog(
    again.getByRole('button', { name: 'Translations' }),
    page.getByRole('dialog', { name: 'Translations' }),
  );
  await translations.getByRole('tab', { name: 'French' }).click();
  await expect(translations.getByText('A course the end-to-end test prices.')).toBeVisible();
  await translations.getByRole('textbox', { name: 'Title (French)' }).fill(`Cours ${title}`);
  await translations
    .getByRole('textbox', { name: 'Description (French)' })
    .fill('Un cours dont le test fixe le prix.');
  await translations.getByRole('textbox', { name: 'Duration (French)' }).fill('3 semaines');
  await translations.getByRole('textbox', { name: 'Topics (French)' }).fill('Budgets\nDevis');
  await translations.getByRole('switch', { name: 'Published in French' }).check();
  await translations.getByRole('button', { name: 'Save translations' }).click();
  await expect(page.getByText('Translations saved.')).toBeVisible();
  await expect(translations).toBeHidden();
  await expect(row.getByText('FR missing')).toBeHidden();
  await expect(row.getByText('RW missing')).toBeVisible();

  await list.deleteRow(page, title, 'Course');
});

// The training page formats prices in the page's language (docs/payments.md, "Currencies").
test('/fr shows the prices in French number form', async ({ page }) => {
  const title = unique('French Course');
  await addCourse(page, title, 'USD', '120.50');
  await asVisitor(page, '/fr/resources/training', async (visitor) => {
    await expect(visitor.getByRole('article').filter({ hasText: title })).toContainText(
      /120,50\s\$US/,
    );
    await expect(
      visitor.getByRole('article').filter({ hasText: 'Event Management Fundamentals' }),
    ).toContainText(/350\s000\sRWF/);
  });
  await openCourses(page);
  await list.deleteRow(page, title, 'Course');
});
