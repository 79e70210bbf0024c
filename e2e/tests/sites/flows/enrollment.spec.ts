import { expect, test, type Page } from '@playwright/test';
import { expectMessages, fillFields, fillHoneypot } from '../../../support/forms';
import { consultationMail as visitorMail } from '../../../support/consultation-mail';
import { expectNotified, openDialog, rowsFor, uniqueEmail } from './flow-support';

const COURSE = 'Event Management Fundamentals';

/** Enroll Now on /resources/training; clicks again until the page has hydrated. */
async function openEnrollment(page: Page) {
  await page.goto('/resources/training');
  return openDialog(
    page.getByRole('button', { name: `Enroll Now: ${COURSE}` }),
    page.getByRole('dialog', { name: `Enroll in ${COURSE}` }),
  );
}

async function fillDetails(page: Page, email: string) {
  await fillFields(page.getByRole('dialog'), {
    Name: 'Grace Ingabire',
    Email: email,
    Phone: '+250 788 900 100',
  });
}

test('an enrollment without payments is stored unpaid, with Back keeping the details', async ({
  page,
}) => {
  const email = uniqueEmail('enrollment');
  const dialog = await openEnrollment(page);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectMessages(dialog, 'Name is required', 'Email is required', 'Phone is required');

  await fillDetails(page, email);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog).toContainText(
    'Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment.',
  );
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();

  await expect(dialog.getByText('Enrollment Successful!')).toBeVisible();
  await expect(dialog).toContainText('We are e-mailing you a confirmation with the course fee.');
  await expect(dialog).toContainText('Our team will contact you to arrange the payment');
  const [row] = await rowsFor('enrollments', email);
  expect(row).toMatchObject({
    course_id: 'event-management-fundamentals',
    course_title: COURSE,
    amount_cents: 350000,
    currency: 'RWF',
    full_name: 'Grace Ingabire',
    phone: '+250 788 900 100',
    payment_status: 'unpaid',
  });
  await expectNotified('enrollment', { email, courseId: 'event-management-fundamentals' });
  // The confirmation the screen promised, in the visitor's inbox.
  const [received] = await visitorMail(email, 1);
  expect(received?.subject).toBe(`Your enrollment in ${COURSE} is received`);
  expect(received?.text).toContain('The course fee is RWF 350,000.');
});

test('the honeypot gets a normal-looking success and stores nothing', async ({ page }) => {
  const email = uniqueEmail('enrollment-bot');
  const dialog = await openEnrollment(page);
  await fillDetails(page, email);
  await fillHoneypot(dialog);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await dialog.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(dialog.getByText('Enrollment Successful!')).toBeVisible();
  expect(await rowsFor('enrollments', email)).toHaveLength(0);
});
