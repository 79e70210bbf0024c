import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import { kigaliSlot } from '../../support/kigali-slot';

/**
 * The team's agenda (docs/consultations.md, "Agenda"): consultations by appointment time in
 * Kigali time, a day and a week, and today's and tomorrow's on the dashboard.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** A consultation at the first free slot of the day `days` ahead; its Kigali date and time. */
async function bookOn(days: number, name: string): Promise<{ date: string; time: string }> {
  for (const hour of [9, 10, 11, 12, 14, 15, 16]) {
    const slot = kigaliSlot(days, hour);
    if (Date.parse(slot.iso) <= Date.now()) continue;
    const id = await insertSubmission('consultations', {
      full_name: name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      phone_number: '+250 788 000 444',
      service: 'Brand Design',
      scheduled_for: slot.iso,
      status: 'confirmed',
    }).catch(() => '');
    if (id)
      return {
        date: slot.date,
        time: `${hour > 12 ? hour - 12 : hour}:00 ${hour < 12 ? 'AM' : 'PM'}`,
      };
  }
  throw new Error(`No free slot ${days} days ahead.`);
}

for (const viewport of viewports) {
  test(`the agenda shows a day and a week by Kigali time at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = unique('Agenda Visitor');
    const days = 20 + Math.floor(Math.random() * 20);
    const { date, time } = await bookOn(days, name);

    await page.goto(`/admin/agenda?day=${date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText(time);
    await expect(entry).toContainText('Confirmed');

    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { name: /^Week of Monday / })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/consultations\?id=/);
    await expect(page.getByRole('dialog')).toContainText(name);
  });
}

test("the dashboard shows tomorrow's appointments", async ({ page }) => {
  const name = unique('Tomorrow Visitor');
  const { time } = await bookOn(1, name);
  await page.goto('/admin/dashboard');
  const card = page.getByRole('region', { name: 'Appointments today and tomorrow' });
  await expect(card.getByRole('heading', { name: /^Tomorrow · / })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: name })).toContainText(time);
});
