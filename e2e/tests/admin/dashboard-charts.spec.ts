import type { Page } from '@playwright/test';
import { expect, insertSubmission, test, unique } from '../../support/admin-session';

/**
 * The dashboard's charts follow its range (docs/leads.md, "Dashboard"): leads stored on known
 * days change the figures the table view reads out, and a chart's link opens its list filtered
 * to the range.
 */

// A fortnight no other test writes to: Monday 7 June to Sunday 20 June of a year before the
// product, picked per run so a reused backend keeps the figures exact.
const year = 2000 + Math.floor(Math.random() * 20);
const monday = (month: number, day: number) => {
  // The Monday on or before that date in `year`.
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date;
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** Noon in Kigali on that day. */
const kigaliNoon = (date: Date) => `${isoDay(date)}T12:00:00+02:00`;

const booking = (name: string, createdAt: string) => ({
  full_name: name,
  email: `charts.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
  requested_service: 'Content Creation',
  project_description: 'A short film about our shop.',
  created_at: createdAt,
});

async function leadsTable(page: Page) {
  const card = page.getByRole('region', { name: 'Leads per week' });
  const toggle = card.getByLabel('Show as table');
  if (!(await toggle.isChecked())) await toggle.check();
  return card.getByRole('table');
}

async function chooseDays(page: Page, from: Date, to: Date) {
  await page.getByLabel('From', { exact: true }).fill(isoDay(from));
  await page.getByLabel('To', { exact: true }).fill(isoDay(to));
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(from)}&to=${isoDay(to)}`));
}

test('the range changes the charts, and a chart link opens the filtered list', async ({ page }) => {
  test.slow();
  const tag = unique('Charted');
  const first = monday(6, 7);
  const second = plusDays(first, 7);
  const later = monday(9, 6);
  await insertSubmission('bookings', booking(`${tag} One`, kigaliNoon(first)));
  await insertSubmission('bookings', booking(`${tag} Two`, kigaliNoon(plusDays(first, 2))));
  await insertSubmission('bookings', booking(`${tag} Three`, kigaliNoon(second)));
  await insertSubmission('partner_applications', {
    company_name: `${tag} Partners`,
    email: 'charted.partners@example.com',
    phone: '+250 788 000 555',
    message: 'We would like to work together.',
    created_at: kigaliNoon(plusDays(second, 1)),
  });
  await insertSubmission('bookings', booking(`${tag} Later`, kigaliNoon(later)));

  await page.goto(`/admin/dashboard?from=${isoDay(first)}&to=${isoDay(plusDays(second, 6))}`);
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const weeks = await leadsTable(page);
  await expect(weeks.getByRole('row')).toHaveCount(3);
  // Week from | Bookings | Consultations | Partner applications | Enrollments
  await expect(weeks.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /^\d+ Jun$/,
    '2',
    '0',
    '0',
    '0',
  ]);
  await expect(weeks.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    /^\d+ Jun$/,
    '1',
    '0',
    '1',
    '0',
  ]);
  const leads = page.getByRole('region', { name: 'Leads per week' });
  await expect(leads).toContainText('4 leads from');
  const conversion = page.getByRole('region', { name: 'Conversion' });
  await conversion.getByLabel('Show as table').check();
  await expect(conversion.getByRole('row').filter({ hasText: 'Bookings' })).toContainText('0.0%');

  // Another range: the figures change.
  await chooseDays(page, later, plusDays(later, 6));
  await expect(leads).toContainText('1 lead from');
  await expect(
    (await leadsTable(page)).getByRole('row').nth(1).getByRole('cell').nth(1),
  ).toHaveText('1');
  // An empty one says so instead of drawing empty axes.
  await chooseDays(page, plusDays(later, 7), plusDays(later, 13));
  await expect(leads).toContainText('No leads in this range.');
  await expect(leads.getByRole('table')).toHaveCount(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await chooseDays(page, first, plusDays(second, 6));
  await expect(leads).toContainText('4 leads from');
  await leads.getByLabel('Show as table').uncheck();
  await expect(leads.locator('svg').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('dashboard-charts-1366.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(leads.locator('svg').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('dashboard-charts-390.png'),
    fullPage: true,
  });

  // The chart's link opens the bookings received in the range, and only those.
  await leads.getByRole('link', { name: 'Bookings (3)' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/bookings\\?from=${isoDay(first)}&to=${isoDay(plusDays(second, 6))}$`),
  );
  await expect(page.getByText(/^Received \d+ Jun \d{4} – \d+ Jun \d{4}$/)).toBeVisible();
  await page.goto(`${page.url()}&q=${encodeURIComponent(tag)}`);
  await expect(page.getByText(`${tag} One`).first()).toBeVisible();
  await expect(page.getByText(`${tag} Three`).first()).toBeVisible();
  await expect(page.getByText(`${tag} Later`)).toHaveCount(0);
});
