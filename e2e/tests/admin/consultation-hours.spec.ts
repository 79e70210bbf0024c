import type { Locator, Page } from '@playwright/test';
import { ports } from '../../../scripts/lib/paths.ts';
import { expect, test, unique } from '../../support/admin-session';
import { backend, serviceCall, serviceFetch } from '../../support/backend';
import { liveConsultationForm } from '../../support/consultation-form';
import { kigaliSlot } from '../../support/kigali-slot';

/**
 * Consultation hours as data (docs/consultations.md): the public picker offers no time on a
 * Sunday, a public holiday or a Saturday afternoon, the booking function refuses a crafted
 * request for one, and the picker and the contact page follow the hours an administrator sets.
 * Days are picked relative to today, so the tests hold in any year.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

const OUTSIDE_HOURS =
  'We do not hold consultations at this time. Please choose one of the times offered.';

/** The first Kigali date at least `from` days ahead on a weekday (0 = Sunday ... 6 = Saturday). */
function nextDay(weekday: number, from: number): string {
  for (let days = from; ; days += 1) {
    const { date } = kigaliSlot(days, 12);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

interface Holiday {
  day: string;
  name: string;
}

const isHoliday = (value: unknown): value is Holiday =>
  typeof value === 'object' &&
  value !== null &&
  'day' in value &&
  'name' in value &&
  typeof value.day === 'string' &&
  typeof value.name === 'string';

/** A public holiday on a weekday from tomorrow to seven weeks ahead, if the calendar has one. */
async function upcomingHoliday(): Promise<Holiday | undefined> {
  const response = await serviceCall('/rest/v1/rpc/rwanda_public_holidays', {
    method: 'POST',
    body: JSON.stringify({ from_day: kigaliSlot(1, 12).date, to_day: kigaliSlot(49, 12).date }),
  });
  const rows: unknown = await response.json();
  return (Array.isArray(rows) ? rows.filter(isHoliday) : []).find(
    (holiday) => new Date(`${holiday.day}T12:00:00Z`).getUTCDay() !== 0,
  );
}

/** Posts the consultation form's fields straight to the function, as a script would. */
async function craftedBooking(date: string, time: string, email: string) {
  const key = process.env.E2E_PUBLISHABLE_KEY ?? '';
  const response = await fetch(`${backend.url()}/functions/v1/submit-consultation`, {
    method: 'POST',
    // A publishable key goes in `apikey` only, as supabase-js sends it to functions.
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Crafted Request',
      email,
      phone: '+250 788 000 777',
      service: 'Web Development',
      date,
      time,
      _fillMs: 5000,
    }),
  });
  const body: unknown = await response.json();
  return { status: response.status, body };
}

async function storedFor(email: string): Promise<number> {
  const response = await serviceCall(
    `/rest/v1/consultations?select=id&email=eq.${encodeURIComponent(email)}`,
  );
  const rows: unknown = await response.json();
  return Array.isArray(rows) ? rows.length : -1;
}

/** The contact page's form, once the app has started and can take a date. */
async function contactForm(visitor: Page): Promise<Locator> {
  await visitor.goto(`http://localhost:${ports.sites}/contact`);
  return liveConsultationForm(visitor);
}

/** The times the picker offers for a date, once it has answered (none, or its radios). */
async function offeredTimes(form: Locator, date: string): Promise<string[]> {
  await form.getByLabel('Date').fill(date);
  const answered = form
    .getByText(/^We are closed on this day|^No consultation times/)
    .or(form.getByRole('radio').first());
  await expect(answered).toBeVisible();
  return form
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value') ?? ''));
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px a Sunday, a public holiday and a Saturday afternoon offer no time, and a crafted request for one is refused`, async ({
    browser,
  }) => {
    test.slow();
    const sunday = nextDay(0, 2);
    const saturday = nextDay(6, 2);
    // A holiday of Rwanda's calendar when the coming weeks have one; otherwise one the team
    // announces (as for an Eid), on a weekday far enough ahead that no other test books it.
    let holiday = await upcomingHoliday();
    let announced = '';
    if (!holiday) {
      announced = nextDay(3, 52);
      holiday = { day: announced, name: unique('Announced Holiday') };
      await serviceCall('/rest/v1/public_holidays', {
        method: 'POST',
        body: JSON.stringify(holiday),
      });
    }
    const context = await browser.newContext({ viewport });
    try {
      const visitor = await context.newPage();
      const form = await contactForm(visitor);

      expect(await offeredTimes(form, sunday)).toEqual([]);
      await expect(
        form.getByText('We are closed on this day. Please choose another date.'),
      ).toBeVisible();

      expect(await offeredTimes(form, holiday.day)).toEqual([]);
      await expect(
        form.getByText(`We are closed on this day (${holiday.name}). Please choose another date.`),
      ).toBeVisible();

      expect(await offeredTimes(form, saturday)).toEqual(['09:00', '10:00', '11:00', '12:00']);
      await expect(form.getByRole('radio', { name: /^01:00 PM/ })).toHaveCount(0);

      for (const [date, time] of [
        [sunday, '10:00'],
        [holiday.day, '10:00'],
        [saturday, '14:00'],
      ] as const) {
        const email = `${unique('crafted').replace(' ', '-').toLowerCase()}@example.com`;
        expect(await craftedBooking(date, time, email)).toEqual({
          status: 400,
          body: { error: OUTSIDE_HOURS },
        });
        expect(await storedFor(email)).toBe(0);
      }
    } finally {
      await context.close();
      if (announced)
        await serviceFetch(`/rest/v1/public_holidays?day=eq.${announced}`, { method: 'DELETE' });
    }
  });
}

test('an administrator opens Sunday mornings and adds a holiday; the picker and the contact page follow', async ({
  page,
  browser,
}) => {
  test.slow();
  const sunday = nextDay(0, 9);
  const holidayDay = nextDay(4, 53);
  const holidayName = unique('Day of Rest');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/settings');
  const hours = page.getByRole('region', { name: 'Consultation hours' });
  try {
    await hours.getByLabel('Sunday: closed').check();
    await hours.getByLabel('Sunday opens').fill('10:00');
    await hours.getByLabel('Sunday closes').fill('12:00');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByText('Weekly hours saved')).toBeVisible();

    await hours.getByLabel('Holiday date').fill(holidayDay);
    await hours.getByLabel('Holiday name').fill(holidayName);
    await hours.getByRole('button', { name: 'Save holiday' }).click();
    await expect(page.getByText(`${holidayName} saved`)).toBeVisible();
    await expect(hours.getByText(`${holidayDay} · ${holidayName}`)).toBeVisible();

    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport });
      try {
        const visitor = await context.newPage();
        const form = await contactForm(visitor);
        const officeHours = visitor
          .getByRole('definition')
          .filter({ hasText: '10:00 AM to 12:00 PM' });
        await expect(officeHours).toBeVisible();
        await expect(visitor.getByRole('term').filter({ hasText: /^Sunday$/ })).toBeVisible();
        expect(await offeredTimes(form, sunday)).toEqual(['10:00', '11:00']);
        expect(await offeredTimes(form, holidayDay)).toEqual([]);
        await expect(
          form.getByText(`We are closed on this day (${holidayName}). Please choose another date.`),
        ).toBeVisible();
      } finally {
        await context.close();
      }
    }
  } finally {
    // The week goes back to the defaults, whatever happened above.
    await serviceCall('/rest/v1/consultation_hours?weekday=eq.7', {
      method: 'PATCH',
      body: JSON.stringify({ opens_at: null, closes_at: null }),
    });
    await serviceFetch(`/rest/v1/public_holidays?day=eq.${holidayDay}`, { method: 'DELETE' });
  }
});
