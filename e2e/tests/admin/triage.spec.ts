import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { bookAsVisitor, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { createAdmin, idOf, serviceCall } from '../../support/backend';
import { signIn } from '../../support/sign-in';
import { isOpenBetween } from '../../support/consultation-days';
import { kigaliSlot } from '../../support/kigali-slot';

/**
 * Back-office triage (docs/back-office.md). Each test signs in an administrator of its own, so
 * what "new" means (their last visit to an inbox) is theirs alone while other tests run.
 */

/** A service-role call's JSON answer (null when it has no body). */
async function service(path: string, init: RequestInit = {}): Promise<unknown> {
  const text = await (await serviceCall(path, init)).text();
  return text ? JSON.parse(text) : null;
}

async function newAdmin(): Promise<{ email: string; password: string }> {
  const email = `triage.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'triage-admin-1';
  await createAdmin(email, password);
  return { email, password };
}

async function signedIn(
  browser: Browser,
  admin: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: 'http://localhost:5174',
    acceptDownloads: true,
    ...options,
  });
  const page = await context.newPage();
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test('a visitor books Marketing Agents; the admin sees it new, confirms it in one action and notes it', async ({
  page,
  browser,
}) => {
  // Two browsers, a visitor's booking through Deno and the sidebar's polling: three times the
  // usual budget (a hang guard; at a load average near 40 this took more than 90 s).
  test.slow();
  const admin = await newAdmin();
  const adminPage = await signedIn(browser, admin);
  // Opening the inbox once sets this administrator's "seen" mark.
  await adminPage.goto('/admin/bookings');
  await expect(adminPage.getByRole('grid')).toBeVisible();
  await adminPage.goto('/admin/dashboard');
  const bookingsLink = adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Bookings/ });
  await expect(bookingsLink).toHaveAttribute('href', '/admin/bookings');

  const name = unique('Marketing Visitor');
  await bookAsVisitor(page, {
    name,
    email: `marketing.${Date.now()}@example.com`,
    phone: '788 123 321',
    message: 'Agents for our product launch.',
    service: 'Marketing Agents',
  });

  // The sidebar polls: the new booking shows in the count without a reload.
  await expect(bookingsLink).toContainText(/[1-9]\d* need action/, { timeout: 45_000 });
  await bookingsLink.click();
  const row = list.rowWith(adminPage, name);
  await expect(row).toContainText('Marketing Agents');
  await expect(row).toContainText('New');
  await expect(row).toContainText('Pending');

  // One action from the row: the status button's menu.
  await row.getByRole('button', { name: `Pending: change for ${name}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Confirmed' }).click();
  await expect(adminPage.getByText('Status changed to Confirmed')).toBeVisible();
  await expect(row).toContainText('Confirmed');

  await row.getByRole('button', { name: 'View' }).click();
  const view = adminPage.getByRole('dialog', { name: `Booking from ${name}` });
  await expect(view.getByRole('button', { name: 'Confirmed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(view.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:marketing\.\d+@example\.com\?subject=/,
  );
  await expect(view.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+250788123321',
  );
  await view.getByLabel('Add a note').fill('Called back: wants three agents in May.');
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(adminPage.getByText('Note added')).toBeVisible();

  // Both persist: after a reload the view (kept in the URL) shows them from the database.
  await adminPage.reload();
  const reloaded = adminPage.getByRole('dialog', { name: `Booking from ${name}` });
  await expect(reloaded.getByRole('button', { name: 'Confirmed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reloaded.getByText('Called back: wants three agents in May.')).toBeVisible();
  await expect(reloaded.getByText('Status Pending → Confirmed')).toBeVisible();
  // Who changed it, in the history (the "Assigned to" choice lists the same address).
  await expect(
    reloaded.getByRole('listitem').filter({ hasText: 'Status Pending → Confirmed' }),
  ).toContainText(admin.email);
  await adminPage.context().close();
});

async function insertConsultation(name: string, iso: string): Promise<string> {
  return idOf(
    await service('/rest/v1/consultations', {
      method: 'POST',
      body: JSON.stringify({
        full_name: name,
        email: `c.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
        phone_number: '+250 788 000 222',
        service: 'Brand Design',
        scheduled_for: iso,
      }),
    }),
  );
}

test('a 09:00 Kigali consultation reads 09:00 CAT in UTC and New York; a taken slot is refused', async ({
  browser,
}) => {
  test.slow();
  const admin = await newAdmin();
  const name = unique('Kigali Nine');
  const other = unique('Kigali Move');
  // A day few other tests use; another run may hold the slot, so a few days are tried.
  let day = '';
  let movingId = '';
  for (let attempt = 0; !movingId && attempt < 10; attempt += 1) {
    const days = 20 + Math.floor(Math.random() * 30);
    // A day the hours keep open past 10:00 (no Sunday or holiday), so a later time is offered.
    if (!(await isOpenBetween(kigaliSlot(days, 9).date, 9, 12))) continue;
    try {
      await insertConsultation(name, kigaliSlot(days, 9).iso);
      movingId = await insertConsultation(other, kigaliSlot(days, 10).iso);
      day = kigaliSlot(days, 9).date;
    } catch {
      movingId = '';
    }
  }
  expect(movingId).not.toBe('');

  for (const timezoneId of ['UTC', 'America/New_York']) {
    const page = await signedIn(browser, admin, { timezoneId });
    await page.goto(`/admin/consultations?q=${encodeURIComponent(name)}`);
    await expect(list.rowWith(page, name)).toContainText('09:00 CAT');
    await page.context().close();
  }

  const page = await signedIn(browser, admin, { timezoneId: 'America/New_York' });
  await page.goto(`/admin/consultations?id=${movingId}`);
  const view = page.getByRole('dialog', { name: `Consultation with ${other}` });
  await expect(view.getByText('10:00 CAT')).toBeVisible();
  await view.getByLabel('New date (Kigali)').fill(day);
  const time = view.getByLabel('New time (Kigali)');
  // The taken 09:00 is greyed out, as on the public form.
  await expect(time.locator('option', { hasText: '09:00 AM' })).toBeDisabled();
  // A later time still free that day: other tests book random days too, so it need not be 11:00.
  const freeTimes = await time
    .locator('option:not([disabled])')
    .evaluateAll((options) =>
      options
        .map((option) => (option as HTMLOptionElement).value)
        .filter((value) => value > '10:00'),
    );
  const freeTime = freeTimes[0] ?? '';
  expect(freeTime).toMatch(/^\d\d:\d\d$/);
  // Someone takes that time while the admin is choosing: the database refuses it, clearly.
  await insertConsultation(
    unique('Kigali Race'),
    new Date(`${day}T${freeTime}:00+02:00`).toISOString(),
  );
  await time.selectOption(freeTime);
  // The button keeps its label inside its border beside the two fields.
  const reschedule = view.getByRole('button', { name: 'Reschedule' });
  expect(await reschedule.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(
    true,
  );
  await reschedule.click();
  await expect(view.getByRole('alert')).toHaveText(
    'This time slot has just been booked. Please choose another time.',
  );
  await expect(view.getByText('10:00 CAT')).toBeVisible();
  await page.context().close();
});

test('bulk-confirm three rows, export them to CSV, delete one and undo', async ({ browser }) => {
  test.slow();
  const admin = await newAdmin();
  const tag = unique('Bulk').replace(' ', '');
  const ids: string[] = [];
  for (const n of [1, 2, 3])
    ids.push(
      idOf(
        await service('/rest/v1/bookings', {
          method: 'POST',
          body: JSON.stringify({
            full_name: `${tag} Mukamana ${n}`,
            email: `${tag.toLowerCase()}.${n}@example.com`,
            requested_service: 'Event Protocols',
            project_description: `Ceremony number ${n}, with "quotes" and é.`,
          }),
        }),
      ),
    );
  await service('/rest/v1/lead_activity', {
    method: 'POST',
    body: JSON.stringify({ kind: 'note', body: 'VIP client', booking_id: ids[0] }),
  });

  const page = await signedIn(browser, admin);
  await page.goto(`/admin/bookings?q=${tag}`);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('3 selected');
  // One line on a laptop: the select keeps its own size beside the count and the buttons.
  const select = await bar.getByLabel('Set status').boundingBox();
  const remove = await bar.getByRole('button', { name: 'Delete selected' }).boundingBox();
  expect(select?.width).toBeLessThan(300);
  expect(Math.abs((remove?.y ?? 0) - (select?.y ?? 0))).toBeLessThan(select?.height ?? 0);
  await bar.getByLabel('Set status').selectOption('confirmed');
  await expect(page.getByText('3 rows set to Confirmed')).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(list.rowWith(page, `${tag} Mukamana ${n}`)).toContainText('Confirmed');

  await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toContain('full_name');
  for (const n of [1, 2, 3]) {
    const line = lines.find((text) => text.includes(`${tag} Mukamana ${n}`));
    expect(line).toContain('confirmed');
    expect(line).toContain(`"Ceremony number ${n}, with ""quotes"" and é."`);
  }

  const first = `${tag} Mukamana 1`;
  await list.rowWith(page, first).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Booking deleted successfully!')).toBeVisible();
  await expect(list.rowWith(page, first)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Booking restored')).toBeVisible();
  await expect(list.rowWith(page, first)).toContainText('Confirmed');
  // The same row, with its relations: the id and the note came back.
  const back = await service(`/rest/v1/bookings?id=eq.${ids[0]}&select=id,lead_activity(body)`);
  expect(back).toEqual([
    { id: ids[0], lead_activity: expect.arrayContaining([{ body: 'VIP client' }]) },
  ]);
  await page.context().close();
});
