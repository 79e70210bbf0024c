import { expect, test, type Page } from '@playwright/test';
import {
  EMAIL_FIELD_ERROR,
  forceFormspreeAnswer,
  formspreeSubmissions,
  insertRow,
  rowsOf,
  uniqueEmail,
} from './flow-support';

const SLOTS = [
  { label: '09:00 AM', hour: 9 },
  { label: '10:00 AM', hour: 10 },
  { label: '11:00 AM', hour: 11 },
  { label: '12:00 PM', hour: 12 },
  { label: '02:00 PM', hour: 14 },
  { label: '03:00 PM', hour: 15 },
  { label: '04:00 PM', hour: 16 },
];

/** A Kigali date `days` ahead of today's Kigali date, as yyyy-MM-dd. */
function kigaliDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Kigali is UTC+2 all year: the slot's instant in UTC. */
const slotInstant = (date: string, hour: number) =>
  new Date(`${date}T${String(hour - 2).padStart(2, '0')}:00:00Z`).toISOString();

let nextDay = 3;
/** A date no other test of this file uses, so every slot of it is free. */
const freshDate = () => kigaliDate((nextDay += 1));

async function fillConsultation(page: Page, email: string, date: string, slot: string) {
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await expect(form.getByLabel('Name')).toBeEditable();
  await form.getByLabel('Name').fill('Eric Niyonzima');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Service').selectOption('Digital Marketing');
  await form.getByLabel('Phone').fill('+250 788 555 010');
  await form.getByLabel('Date').fill(date);
  await form.getByRole('radio', { name: slot, exact: true }).check();
  await form.getByLabel('Message').fill('Our festival needs a social media plan.');
  return form;
}

test('a consultation is stored at the chosen Kigali slot and offers a calendar file', async ({
  page,
}) => {
  const email = uniqueEmail('consultation');
  const date = freshDate();
  await page.goto('/contact');
  const form = await fillConsultation(page, email, date, '10:00 AM');
  await form.getByRole('button', { name: 'Book Consultation' }).click();

  await expect(form.getByText('Booking Confirmed!')).toBeVisible();
  await expect(form).toContainText(
    "Thank you for scheduling a consultation. We'll send you a confirmation email shortly.",
  );
  const [row] = await rowsOf('consultations', { email: `eq.${email}` });
  expect(row).toMatchObject({ full_name: 'Eric Niyonzima', service: 'Digital Marketing' });
  expect(new Date(String(row?.scheduled_for)).toISOString()).toBe(slotInstant(date, 10));
  const sent = await formspreeSubmissions('booking');
  expect(sent.map((submission) => submission.fields)).toContainEqual(
    expect.objectContaining({ email, scheduledFor: slotInstant(date, 10) }),
  );
  const calendar = form.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', /\.ics$/);
  const ics = decodeURIComponent((await calendar.getAttribute('href')) ?? '');
  expect(ics).toContain(
    `DTSTART:${slotInstant(date, 10).replace(/[-:]/g, '').replace('.000', '')}`,
  );
});

test('a taken slot is shown unavailable, and one taken meanwhile is refused clearly', async ({
  page,
}) => {
  const date = freshDate();
  await insertRow('consultations', {
    full_name: 'Earlier Visitor',
    email: uniqueEmail('earlier'),
    phone_number: '+250 788 000 000',
    service: 'Brand Design',
    scheduled_for: slotInstant(date, 9),
  });
  await page.goto('/contact');
  const form = await fillConsultation(page, uniqueEmail('second'), date, '11:00 AM');
  await expect(form.getByRole('radio', { name: '09:00 AM (unavailable)' })).toBeDisabled();

  // Someone else books 11:00 while this visitor is still typing.
  await insertRow('consultations', {
    full_name: 'Quicker Visitor',
    email: uniqueEmail('quicker'),
    phone_number: '+250 788 000 001',
    service: 'Brand Design',
    scheduled_for: slotInstant(date, 11),
  });
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'This time slot has just been booked. Please choose another time.',
  );
  await expect(form.getByLabel('Name')).toHaveValue('Eric Niyonzima');
  expect(SLOTS.map((slot) => slot.label)).not.toContain('01:00 PM');
  await expect(form.getByRole('radio')).toHaveCount(SLOTS.length);
});

test('errors show the banner; dates outside the window are refused', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please check your inputs and try again.');
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Please choose a time')).toBeVisible();
  await expect(form.getByLabel('Date')).toHaveAttribute('min', kigaliDate(0));
  await form.getByLabel('Date').fill(kigaliDate(-1));
  await form.getByLabel('Date').blur();
  await expect(
    form.getByText('Please choose a date between today and two months from today'),
  ).toBeVisible();
});

test('a Formspree field error shows under its field and the honeypot stores nothing', async ({
  page,
}) => {
  const email = uniqueEmail('consultation-fs');
  const date = freshDate();
  await page.goto('/contact');
  let form = await fillConsultation(page, email, date, '02:00 PM');
  await forceFormspreeAnswer('booking', 422, EMAIL_FIELD_ERROR);
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(form.getByText('Email should be an email')).toBeVisible();
  expect(await rowsOf('consultations', { email: `eq.${email}` })).toHaveLength(1);

  const botEmail = uniqueEmail('consultation-bot');
  await page.goto('/contact');
  form = await fillConsultation(page, botEmail, date, '03:00 PM');
  await form.locator('input[name="company_website"]').fill('spam', { force: true });
  await form.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(form.getByText('Booking Confirmed!')).toBeVisible();
  expect(await rowsOf('consultations', { email: `eq.${botEmail}` })).toHaveLength(0);
});
