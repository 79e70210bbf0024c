import type { Page } from '@playwright/test';
import { bookAsVisitor, expect, insertSubmission, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';

/**
 * A visitor's consultation in a free slot: a whole Kigali hour (09-12, 14-16) between a few
 * days and two months ahead; another test may hold the slot, so a few are tried.
 */
async function bookConsultation(name: string): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 3 + Math.floor(Math.random() * 50));
    const kigaliHour = [9, 10, 11, 12, 14, 15, 16][Math.floor(Math.random() * 7)] ?? 9;
    day.setUTCHours(kigaliHour - 2, 0, 0, 0);
    try {
      await insertSubmission('consultations', {
        full_name: name,
        email: `consult.${Date.now()}.${attempt}@example.com`,
        phone_number: '+250 788 777 888',
        service: 'Brand Design',
        scheduled_for: day.toISOString(),
      });
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * A visitor's submission worked through in its inbox: it arrives with a status, its read-only
 * view shows `shows`, its status is changed (the option's value, then the list's label), and
 * it is deleted.
 */
async function workThrough(
  page: Page,
  text: string,
  entity: string,
  round: { arrives: string; shows: string[]; becomes: [value: string, label: string] },
): Promise<void> {
  const row = list.rowWith(page, text);
  await expect(row).toContainText(round.arrives);
  await list.viewRow(page, row, round.shows);
  await list.changeStatus(page, row, round.becomes[0], entity);
  await expect(row).toContainText(round.becomes[1]);
  await list.deleteRow(page, text, entity);
}

test("a visitor's booking appears in the list and its status can be changed", async ({ page }) => {
  const name = unique('Visitor');
  // A visitor books on the public site, in a browser of their own.
  await bookAsVisitor(page, {
    name,
    email: `visitor.${Date.now()}@example.com`,
    phone: '788 111 222',
    message: 'Photos for our launch.',
  });
  await list.open(page, '/admin/bookings', 'Bookings');
  // Newest first: on the first page (the public site's own tests may add bookings meanwhile).
  const row = list.rowWith(page, name);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Content Creation');
  // Received reads whole on a laptop, its zone included: the cell is wide enough for "CAT".
  const received = row.getByRole('gridcell').filter({ hasText: / CAT$/ });
  await expect(received).toBeVisible();
  expect(await received.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  // The service sits on the row's middle line like the texts beside it, not at the cell's top.
  const middle = (box: { y: number; height: number } | null) =>
    (box?.y ?? 0) + (box?.height ?? 0) / 2;
  const service = await row.getByText('Content Creation', { exact: true }).boundingBox();
  expect(Math.abs(middle(service) - middle(await row.boundingBox()))).toBeLessThan(3);

  // The status filter and the search find it.
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/q=Visitor/);
  await expect(page.getByRole('row')).toHaveCount(2);

  await list.viewRow(page, row, [name, 'Photos for our launch.', 'Pending']);
  const edit = await list.openEditDialog(page, row, 'Edit Booking');
  // The visitor's choice names a service record, so the booking is already linked to it.
  await expect(edit.getByLabel('Linked service').locator('option:checked')).toHaveText(
    'Content Creation',
  );
  await edit.getByLabel('Status').selectOption('confirmed');
  await list.submitDialog(page, 'Save Changes', 'Booking updated successfully!');
  // The filter still asks for pending bookings: the confirmed one leaves the list.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(list.rowWith(page, name)).toContainText('Confirmed');

  // A reload keeps the filter and the search.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('confirmed');
  await expect(list.rowWith(page, name)).toContainText('Confirmed');
});

test('bookings: the admin adds one for an existing service, edits and deletes it', async ({
  page,
}) => {
  const name = unique('Admin booking');
  await list.open(page, '/admin/bookings', 'Bookings');
  const dialog = await list.openAddDialog(page, 'Add Booking');
  await list.expectAddRefused(dialog, 'Full name is required');
  await list.fillFields(dialog, { 'Full name': name, Email: `booking.${Date.now()}@example.com` });
  await dialog.getByLabel('Linked service').selectOption({ index: 1 });
  const service = await dialog.getByLabel('Linked service').locator('option:checked').textContent();
  await dialog.getByLabel('Project description').fill('A conference in May.');
  await dialog.getByLabel('Status').selectOption('completed');
  await list.submitDialog(page, 'Add', 'Booking added successfully!');
  const row = list.rowWith(page, name);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(service ?? '');

  await list.changeStatus(page, row, 'cancelled', 'Booking');
  await expect(row).toContainText('Cancelled');

  await list.deleteRow(page, name, 'Booking');
});

test('partner applications: view, change the status, delete', async ({ page }) => {
  const company = unique('Test Partner');
  await insertSubmission('partner_applications', {
    company_name: company,
    email: `partner.${Date.now()}@example.com`,
    phone: '+250 788 333 444',
    message: 'We would like to partner.',
  });
  await list.open(page, '/admin/partner-applications', 'Partner applications');
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await workThrough(page, company, 'Partner application', {
    arrives: 'Pending',
    shows: [company, 'We would like to partner.'],
    becomes: ['reviewing', 'Reviewing'],
  });
});

test('enrollments and consultations: the payment and consultation statuses change', async ({
  page,
}) => {
  const name = unique('Test Student');
  await insertSubmission('enrollments', {
    course_id: 'event-management-fundamentals',
    course_title: 'Event Management Fundamentals',
    amount_cents: 350000,
    currency: 'RWF',
    full_name: name,
    email: `student.${Date.now()}@example.com`,
    phone: '+250 788 555 666',
  });
  await list.open(page, '/admin/enrollments', 'Enrollments');
  await workThrough(page, name, 'Enrollment', {
    arrives: 'Unpaid',
    shows: [name, 'Event Management Fundamentals', 'RWF 350,000'],
    becomes: ['paid', 'Paid'],
  });

  const client = unique('Test Client');
  await bookConsultation(client);
  // The list opens upcoming appointments first, and other tests book days nearer than this one:
  // the search finds it whatever page it would be on.
  await list.open(page, `/admin/consultations?q=${encodeURIComponent(client)}`, 'Consultations');
  await workThrough(page, client, 'Consultation', {
    arrives: 'Pending',
    shows: [client, 'Brand Design'],
    becomes: ['completed', 'Completed'],
  });
});

test("the dashboard's recent activity opens that row's detail view", async ({ page }) => {
  const name = unique('Dashboard visitor');
  await insertSubmission('bookings', {
    full_name: name,
    email: `dash.${Date.now()}@example.com`,
    requested_service: 'Others',
    project_description: 'Linked from the dashboard.',
  });
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?id=/);
  await expect(page.getByRole('dialog')).toContainText('Linked from the dashboard.');
});

test('settings: the account is shown and a too short new password is refused', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account' }).getByText('admin@example.com'),
  ).toBeVisible();
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel(/^Confirm new password/).fill('different');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/Password must be at least/)).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});
