import { expect, test, type Page } from '@playwright/test';
import { appStart } from '../../../support/app-start';
import { serviceCall, serviceFetch } from '../../../support/backend';
import { liveConsultationForm } from '../../../support/consultation-form';
import { confirmLinkOf, consultationMail, manageLinkOf } from '../../../support/consultation-mail';
import { fillFields } from '../../../support/forms';
import { rowsFor, rowsOf, uniqueEmail } from './flow-support';

// A visitor's consultation from request to cancellation, through the e-mails alone
// (docs/consultations.md): the hold confirmed from the e-mail's link, the self-service page
// from the next e-mail's link, a move and a cancellation, a hold that lapses, and a reminder.

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** Kigali is UTC+2 all year: the slot's instant in UTC. */
const slotInstant = (date: string, hour: number) =>
  new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`).toISOString();

let nextDay = 0;
/**
 * A weekday away from the year-end holidays that no consultation uses yet (so every slot of it
 * is free whatever the working hours); each worker starts at its own offset.
 */
async function freshWeekday(): Promise<string> {
  for (;;) {
    nextDay += 1;
    const offset = 8 + ((test.info().workerIndex * 17 + nextDay) % 50);
    const date = new Date(Date.now() + 2 * 3_600_000 + offset * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const monthDay = date.slice(5);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday % 6 === 0 || monthDay >= '12-24' || monthDay <= '01-02') continue;
    const start = new Date(`${date}T00:00:00+02:00`);
    const end = new Date(start.getTime() + 24 * 3600 * 1000);
    const booked = await rowsOf('consultations', {
      and: `(scheduled_for.gte.${start.toISOString()},scheduled_for.lt.${end.toISOString()})`,
    });
    if (booked.length === 0) return date;
  }
}

async function requestConsultation(page: Page, email: string, date: string, slot: string) {
  await page.goto('/contact');
  const form = await liveConsultationForm(page);
  await fillFields(form, { Name: 'Claudine Uwera', Email: email });
  await form.getByLabel('Service').selectOption('Web Development');
  await fillFields(form, { Phone: '+250 788 555 020', Date: date });
  await form.getByRole('radio', { name: slot, exact: true }).check();
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(form.getByText('Request received, check your e-mail to confirm')).toBeVisible();
  return form;
}

/** The job every minute (pg_cron hosted, the local timer in `npm start`), run now. */
async function runScheduledJobs() {
  await serviceCall('/rest/v1/rpc/run_consultation_jobs', { method: 'POST', body: '{}' });
  await serviceCall('/functions/v1/send-visitor-emails', { method: 'POST', body: '{}' });
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor confirms from the e-mail, then reschedules and cancels through its link', async ({
      page,
    }) => {
      // Deno functions and the mail catcher: three times the usual budget (a hang guard).
      test.slow();
      const email = uniqueEmail(`self-service-${viewport.name}`);
      const date = await freshWeekday();
      await requestConsultation(page, email, date, '10:00 AM');

      const [verification] = await consultationMail(email, 1);
      expect(verification?.subject).toBe('Confirm your e-mail to keep your consultation request');
      await page.goto(confirmLinkOf(verification));
      await expect(page.getByText('E-mail confirmed: your request is pending')).toBeVisible(
        appStart,
      );
      // The link works once.
      await page.reload();
      await expect(page.getByText('We could not confirm this request')).toBeVisible(appStart);

      // The self-service link of the e-mail: the appointment in Kigali time, moved to 2 PM.
      await page.goto(manageLinkOf(verification));
      await expect(page.getByText(/Web Development on .* at 10:00 AM \(Kigali time\)/)).toBeVisible(
        appStart,
      );
      await expect(page.getByText('Status: Pending')).toBeVisible();
      await page.getByLabel('New date').fill(date);
      await page.getByRole('radio', { name: '02:00 PM', exact: true }).check();
      await page.getByRole('button', { name: 'Move my consultation' }).click();
      await expect(page.getByText('Your consultation has moved.', { exact: false })).toBeVisible();
      await expect(page.getByText(/at 02:00 PM \(Kigali time\)/)).toBeVisible();
      const [row] = await rowsFor('consultations', email);
      expect(new Date(String(row?.scheduled_for)).toISOString()).toBe(slotInstant(date, 14));

      const moved = (await consultationMail(email, 2))[1];
      expect(moved?.subject).toBe('Your consultation with Inzira has moved');
      await page.goto(manageLinkOf(moved));
      await page.getByRole('button', { name: 'Cancel my consultation' }).click();
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(
        page.getByText('Your consultation is cancelled.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText('Status: Cancelled')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move my consultation' })).toHaveCount(0);
      const cancelled = (await consultationMail(email, 3))[2];
      expect(cancelled?.subject).toBe('Your consultation with Inzira is cancelled');
    });

    test('an unconfirmed hold lapses and its slot is free again', async ({ page }) => {
      test.slow();
      const email = uniqueEmail(`lapse-${viewport.name}`);
      const date = await freshWeekday();
      await requestConsultation(page, email, date, '11:00 AM');
      const [held] = await rowsFor('consultations', email);

      // Another visitor sees the held slot as taken.
      await page.goto('/contact');
      const form = await liveConsultationForm(page);
      await form.getByLabel('Date').fill(date);
      await expect(form.getByRole('radio', { name: '11:00 AM (unavailable)' })).toBeDisabled();

      // Thirty minutes pass without a confirmation: the hold's clock is moved, not waited for.
      await serviceCall(`/rest/v1/consultations?id=eq.${String(held?.id)}`, {
        method: 'PATCH',
        body: JSON.stringify({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() }),
      });
      await runScheduledJobs();
      await page.reload();
      await liveConsultationForm(page);
      await form.getByLabel('Date').fill(date);
      await expect(form.getByRole('radio', { name: '11:00 AM', exact: true })).toBeEnabled();

      // The lapsed e-mail's link no longer confirms anything.
      const [verification] = await consultationMail(email, 1);
      await page.goto(confirmLinkOf(verification));
      await expect(page.getByText('We could not confirm this request')).toBeVisible(appStart);
      await requestConsultation(
        page,
        uniqueEmail(`after-lapse-${viewport.name}`),
        date,
        '11:00 AM',
      );
    });
  });
}

test('a confirmed consultation’s reminder e-mail arrives once', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('reminder');
  const date = await freshWeekday();
  await requestConsultation(page, email, date, '09:00 AM');
  const [verification] = await consultationMail(email, 1);
  await page.goto(confirmLinkOf(verification));
  await expect(page.getByText('E-mail confirmed: your request is pending')).toBeVisible(appStart);

  // The team confirms it, and its appointment is within a day (as if the days had passed).
  const [row] = await rowsFor('consultations', email);
  await confirmWithinADay(String(row?.id));
  await runScheduledJobs();
  await runScheduledJobs();
  const mail = await consultationMail(email, 3);
  const reminders = mail.filter((message) => message.subject.startsWith('Reminder'));
  expect(reminders.map((message) => message.subject)).toEqual([
    'Reminder: your consultation with Inzira is coming up',
  ]);
  expect(manageLinkOf(reminders[0])).toContain('/consultation/manage?token=');
  await runScheduledJobs();
  expect(await consultationMail(email, 3)).toHaveLength(3);
});

/**
 * Confirms a consultation at the first free slot between two and 23 hours from now (one save,
 * one e-mail): the day-before reminder is then due. A taken slot is refused, so the next is tried.
 */
async function confirmWithinADay(id: string) {
  const now = Date.now();
  const kigaliToday = new Date(now + 2 * 3_600_000).toISOString().slice(0, 10);
  const tomorrow = new Date(now + 26 * 3_600_000).toISOString().slice(0, 10);
  const candidates = [kigaliToday, tomorrow]
    .flatMap((day) => [9, 10, 11, 12, 14, 15, 16].map((hour) => slotInstant(day, hour)))
    .filter(
      (iso) => Date.parse(iso) > now + 2 * 3_600_000 && Date.parse(iso) < now + 23 * 3_600_000,
    );
  for (const iso of candidates) {
    const response = await serviceFetch(`/rest/v1/consultations?id=eq.${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'confirmed', scheduled_for: iso }),
    });
    if (response.ok) return;
  }
  throw new Error('No free slot within a day for the reminder test.');
}
