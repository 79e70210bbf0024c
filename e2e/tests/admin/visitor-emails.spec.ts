import {
  caughtInvite,
  listCaughtEmails,
  parseInvite,
  type CaughtEmail,
  type ParsedInvite,
} from '@inzira/local-backend';
import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import { backend, serviceCall } from '../../support/backend';
import { isOpenBetween } from '../../support/consultation-days';
import { kigaliSlot } from '../../support/kigali-slot';

/**
 * Visitor e-mails (docs/visitor-emails.md): the administrator confirms and reschedules a
 * consultation in the back-office, and the visitor's e-mails arrive in the suite's MailDev with
 * a calendar invitation that an iCalendar parser reads back.
 */

/** Whether a consultation already holds this instant (the database allows one per slot). */
async function isSlotTaken(iso: string): Promise<boolean> {
  const response = await serviceCall(
    `/rest/v1/consultations?select=id&scheduled_for=eq.${encodeURIComponent(iso)}`,
  );
  const rows: unknown = await response.json();
  return Array.isArray(rows) && rows.length > 0;
}

async function mailTo(address: string, count: number): Promise<CaughtEmail[]> {
  await expect
    .poll(async () => (await listCaughtEmails(backend.mailApiUrl(), address)).length)
    .toBe(count);
  return listCaughtEmails(backend.mailApiUrl(), address);
}

async function inviteOf(email: CaughtEmail | undefined): Promise<ParsedInvite> {
  if (!email) throw new Error('No e-mail.');
  const ics = await caughtInvite(backend.mailApiUrl(), email);
  if (!ics) throw new Error(`"${email.subject}" has no invitation.`);
  return parseInvite(ics);
}

test('confirming and rescheduling a consultation e-mails the visitor a calendar invitation', async ({
  page,
}) => {
  // Deno functions and the mail catcher: three times the usual budget (a hang guard).
  test.slow();
  const name = unique('Mail Visitor');
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  // A day few other tests use, whose move target (11:00 the next day) is free too: other tests
  // book random days, so a few days are tried.
  let id = '';
  let days = 0;
  for (let attempt = 0; !id && attempt < 10; attempt += 1) {
    days = 5 + Math.floor(Math.random() * 40);
    // The move target must be a time the hours offer (no Sunday or holiday).
    if (!(await isOpenBetween(kigaliSlot(days + 1, 11).date, 11, 12))) continue;
    if (await isSlotTaken(kigaliSlot(days + 1, 11).iso)) continue;
    id = await insertSubmission('consultations', {
      full_name: name,
      email,
      phone_number: '+250 788 000 333',
      service: 'Video Production',
      scheduled_for: kigaliSlot(days, 9).iso,
    }).catch(() => '');
  }
  expect(id).not.toBe('');

  await page.goto(`/admin/consultations?id=${id}`);
  const view = page.getByRole('dialog', { name: `Consultation with ${name}` });
  await view.getByRole('button', { name: 'Confirmed' }).click();
  await expect(page.getByText('Status changed to Confirmed')).toBeVisible();
  await expect(view.getByText(/^Consultation confirmed: Sent /)).toBeVisible();

  const [confirmation] = await mailTo(email, 1);
  expect(confirmation?.subject).toBe('Your consultation with Inzira is confirmed');
  expect(confirmation?.text).toMatch(/ \d{1,2} \w+ \d{4}, 9:00 AM Kigali time\./);
  expect(confirmation?.html).toContain('9:00 AM Kigali time');
  const first = await inviteOf(confirmation);
  expect(first).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
  expect(first.start.toISOString()).toBe(kigaliSlot(days, 9).iso);
  expect(first.attendees).toEqual([`mailto:${email}`]);

  // Moved to 11:00 a day later: the same calendar entry, newer.
  const moved = kigaliSlot(days + 1, 11);
  await view.getByLabel('New date (Kigali)').fill(moved.date);
  await view.getByLabel('New time (Kigali)').selectOption('11:00');
  await view.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(/^Rescheduled to /)).toBeVisible();
  await expect(view.getByText(/^Consultation rescheduled: Sent /)).toBeVisible();

  const [, update] = await mailTo(email, 2);
  expect(update?.subject).toBe('Your consultation with Inzira has moved');
  const second = await inviteOf(update);
  expect(second.uid).toBe(first.uid);
  expect(second.sequence).toBeGreaterThan(first.sequence);
  expect(second.start.toISOString()).toBe(moved.iso);
  expect(update?.text).toContain('11:00 AM Kigali time');
});

test('a failed e-mail shows on the lead with its reason and Retry; the status change stays', async ({
  page,
}) => {
  const name = unique('Mail Failure');
  // The database accepts this address; the sender refuses anything but one plain mailbox.
  const address = `list,${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const id = await insertSubmission('bookings', {
    full_name: name,
    email: address,
    requested_service: 'Translation Services',
    project_description: 'Two documents.',
  });
  await page.goto(`/admin/bookings?id=${id}`);
  const view = page.getByRole('dialog', { name: `Booking from ${name}` });
  await view.getByRole('button', { name: 'Confirmed' }).click();
  await expect(page.getByText('Status changed to Confirmed')).toBeVisible();
  const failure = view.getByRole('alert').filter({ hasText: 'Booking confirmed: not sent' });
  await expect(failure).toContainText('The visitor’s address cannot receive e-mail.');

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByText('The e-mail could not be sent: The visitor’s address cannot receive e-mail.'),
  ).toBeVisible();
  await page.reload();
  await expect(view.getByRole('button', { name: 'Confirmed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(view.getByRole('alert').filter({ hasText: 'not sent' })).toBeVisible();
  expect(await listCaughtEmails(backend.mailApiUrl(), address)).toEqual([]);

  // Settings lists every e-mail not sent, across leads, with the same Retry.
  await page.goto('/admin/settings');
  await expect(
    page.getByRole('alert').filter({ hasText: `Booking confirmed to ${name}` }),
  ).toContainText('The visitor’s address cannot receive e-mail.');
});

test('a kind switched off in Settings is recorded as not sent and sends nothing', async ({
  page,
}) => {
  const name = unique('Mail Off');
  const address = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const id = await insertSubmission('bookings', {
    full_name: name,
    email: address,
    requested_service: 'Administrative Support',
    project_description: 'Filing.',
  });
  await page.goto('/admin/settings');
  const kind = page.getByRole('switch', { name: /^Booking cancelled/ });
  await expect(kind).toBeChecked();
  await kind.click();
  await expect(page.getByText('Booking cancelled: e-mail off')).toBeVisible();
  try {
    await page.goto(`/admin/bookings?id=${id}`);
    const view = page.getByRole('dialog', { name: `Booking from ${name}` });
    await view.getByRole('button', { name: 'Cancelled' }).click();
    await expect(
      view.getByText('Booking cancelled: Not sent: this e-mail is switched off in Settings'),
    ).toBeVisible();
    expect(await listCaughtEmails(backend.mailApiUrl(), address)).toEqual([]);
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: /^Booking cancelled/ }).click();
    await expect(page.getByText('Booking cancelled: e-mail on')).toBeVisible();
  }
});
