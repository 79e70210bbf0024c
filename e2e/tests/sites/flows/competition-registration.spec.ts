import { expect, test, type Page } from '@playwright/test';
import { fillFields, fillHoneypot } from '../../../support/forms';
import { caughtInvite, parseInvite } from '@inzira/local-backend';
import { backend } from '../../../support/backend';
import { consultationMail as visitorMail } from '../../../support/consultation-mail';
import { expectNotified, openDialog, rowsFor, uniqueEmail } from './flow-support';

const EVENT = 'Kigali Content Creators Challenge';
const EVENT_ID = 'a6000000-0000-4000-8000-000000000001';

/** Register on /competitions; clicks again until the page has hydrated. */
async function openRegistration(page: Page) {
  await page.goto('/competitions');
  return openDialog(
    page.getByRole('button', { name: `Register for ${EVENT}` }),
    page.getByRole('dialog', { name: `Register for ${EVENT}` }),
  );
}

async function register(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await fillFields(dialog, { Name: 'Kevin Mugisha', Email: email, Phone: '+250 788 700 800' });
  await dialog.getByRole('button', { name: 'Register' }).click();
}

test('a visitor registers for an upcoming event and is stored as a participant', async ({
  page,
}) => {
  const email = uniqueEmail('participant');
  const dialog = await openRegistration(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await register(page, email);

  await expect(page.getByRole('dialog', { name: 'Registration Complete!' })).toBeVisible();
  const [row] = await rowsFor('participants', email);
  expect(row).toMatchObject({
    event_id: EVENT_ID,
    name: 'Kevin Mugisha',
    phone_number: '+250 788 700 800',
  });
  await expectNotified('competition', { email, eventId: EVENT_ID });
  // The confirmation the screen promised, with the event in a calendar invitation.
  const [confirmation] = await visitorMail(email, 1);
  expect(confirmation?.subject).toBe(`You are registered for ${EVENT}`);
  const invite = parseInvite((await caughtInvite(backend.mailApiUrl(), confirmation!)) ?? '');
  expect(invite).toMatchObject({ summary: EVENT, startZone: 'Africa/Kigali' });

  // The same address again answers like the first time (nobody can learn who registered),
  // and the event still has one registration for it.
  await page.getByRole('button', { name: 'Close' }).last().click();
  await openRegistration(page);
  await register(page, email);
  await expect(page.getByRole('heading', { name: 'Registration Complete!' })).toBeFocused();
  expect(await rowsFor('participants', email)).toHaveLength(1);
  expect(await visitorMail(email, 1)).toHaveLength(1);
});

test('the honeypot gets a normal-looking success and stores nothing', async ({ page }) => {
  const email = uniqueEmail('participant-bot');
  const dialog = await openRegistration(page);
  await fillHoneypot(dialog);
  await register(page, email);
  await expect(page.getByRole('dialog', { name: 'Registration Complete!' })).toBeVisible();
  expect(await rowsFor('participants', email)).toHaveLength(0);
});
