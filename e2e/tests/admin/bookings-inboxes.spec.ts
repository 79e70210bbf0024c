import {
  bookAsVisitor,
  deleteRow,
  expect,
  insertSubmission,
  openList,
  rowWith,
  submitDialog,
  test,
  unique,
  viewRow,
} from '../../support/admin-session';

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

test("a visitor's booking appears in the list and its status can be changed", async ({ page }) => {
  const name = unique('Visitor');
  // A visitor books on the public site, in a browser of their own.
  await bookAsVisitor(page, {
    name,
    email: `visitor.${Date.now()}@example.com`,
    phone: '788 111 222',
    message: 'Photos for our launch.',
  });
  await openList(page, '/admin/bookings', 'Bookings');
  // Newest first: on the first page (the public site's own tests may add bookings meanwhile).
  const row = rowWith(page, name);
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

  await viewRow(page, row, [name, 'Photos for our launch.', 'Pending']);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Booking' });
  // The visitor's choice names a service record, so the booking is already linked to it.
  await expect(edit.getByLabel('Linked service').locator('option:checked')).toHaveText(
    'Content Creation',
  );
  await edit.getByLabel('Status').selectOption('confirmed');
  await submitDialog(page, 'Save Changes', 'Booking updated successfully!');
  // The filter still asks for pending bookings: the confirmed one leaves the list.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(rowWith(page, name)).toContainText('Confirmed');

  // A reload keeps the filter and the search.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('confirmed');
  await expect(rowWith(page, name)).toContainText('Confirmed');
});

test('bookings: the admin adds one for an existing service, edits and deletes it', async ({
  page,
}) => {
  const name = unique('Admin booking');
  await openList(page, '/admin/bookings', 'Bookings');
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(`booking.${Date.now()}@example.com`);
  await dialog.getByLabel('Linked service').selectOption({ index: 1 });
  const service = await dialog.getByLabel('Linked service').locator('option:checked').textContent();
  await dialog.getByLabel('Project description').fill('A conference in May.');
  await dialog.getByLabel('Status').selectOption('completed');
  await submitDialog(page, 'Add', 'Booking added successfully!');
  const row = rowWith(page, name);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(service ?? '');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Booking' });
  await edit.getByLabel('Status').selectOption('cancelled');
  await submitDialog(page, 'Save Changes', 'Booking updated successfully!');
  await expect(row).toContainText('Cancelled');

  await deleteRow(
    page,
    name,
    'Are you sure you want to delete this booking?',
    'Booking deleted successfully!',
  );
});

test('partner applications: view, change the status, delete', async ({ page }) => {
  const company = unique('Test Partner');
  await insertSubmission('partner_applications', {
    company_name: company,
    email: `partner.${Date.now()}@example.com`,
    phone: '+250 788 333 444',
    message: 'We would like to partner.',
  });
  await openList(page, '/admin/partner-applications', 'Partner applications');
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  const row = rowWith(page, company);
  await expect(row).toContainText('Pending');
  await viewRow(page, row, [company, 'We would like to partner.']);
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Status').selectOption('reviewing');
  await submitDialog(page, 'Save Changes', 'Partner application updated successfully!');
  await expect(row).toContainText('Reviewing');
  await deleteRow(
    page,
    company,
    'Are you sure you want to delete this partner application?',
    'Partner application deleted successfully!',
  );
});

test('enrollments and consultations: the payment and consultation statuses change', async ({
  page,
}) => {
  const name = unique('Test Student');
  await insertSubmission('enrollments', {
    course_id: 'event-management-fundamentals',
    course_title: 'Event Management Fundamentals',
    amount_cents: 29900,
    full_name: name,
    email: `student.${Date.now()}@example.com`,
    phone: '+250 788 555 666',
  });
  await openList(page, '/admin/enrollments', 'Enrollments');
  const row = rowWith(page, name);
  await expect(row).toContainText('Unpaid');
  await viewRow(page, row, [name, 'Event Management Fundamentals', '$299.00']);
  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Status').selectOption('paid');
  await submitDialog(page, 'Save Changes', 'Enrollment updated successfully!');
  await expect(row).toContainText('Paid');
  await deleteRow(
    page,
    name,
    'Are you sure you want to delete this enrollment?',
    'Enrollment deleted successfully!',
  );

  const client = unique('Test Client');
  await bookConsultation(client);
  await openList(page, '/admin/consultations', 'Consultations');
  const consultation = rowWith(page, client);
  await expect(consultation).toContainText('Pending');
  await viewRow(page, consultation, [client, 'Brand Design']);
  await consultation.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog').getByLabel('Status').selectOption('completed');
  await submitDialog(page, 'Save Changes', 'Consultation updated successfully!');
  await expect(consultation).toContainText('Completed');
  await deleteRow(
    page,
    client,
    'Are you sure you want to delete this consultation?',
    'Consultation deleted successfully!',
  );
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
