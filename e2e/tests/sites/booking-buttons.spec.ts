import { expect, test, type Page } from '@playwright/test';
import { clickOpens, visit } from './visit';

const bookingDialog = (page: Page) => page.getByRole('dialog', { name: "Let's Talk!" });

async function expectBooking(page: Page, service: string, message = '') {
  const dialog = bookingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Service')).toHaveValue(service);
  if (message) await expect(dialog.getByLabel('Message')).toHaveValue(message);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('each home service card books its own service', async ({ page }) => {
  await visit(page, '/');
  for (const [card, service] of [
    ['Content Creation', 'Content Creation'],
    ['Digital Marketing', 'Marketing Agents'],
    ['Advertising Experts', 'Advertising Experts'],
  ] as const) {
    await clickOpens(page.getByRole('button', { name: `Book Now: ${card}` }), bookingDialog(page));
    await expectBooking(page, service);
  }
});

test('the services page cards book their service', async ({ page }) => {
  await visit(page, '/services');
  await clickOpens(
    page.getByRole('button', { name: 'Book Now: Event Protocol' }),
    bookingDialog(page),
  );
  await expectBooking(page, 'Event Protocols');
  await clickOpens(
    page.getByRole('button', { name: 'Book Now: Translation Services' }),
    bookingDialog(page),
  );
  await expectBooking(page, 'Translation Services');
});

test('/services#events lands on the event protocol card', async ({ page }) => {
  await visit(page, '/services#events');
  await expect(page.locator('#events')).toBeInViewport();
});

test('Book Yours, Start Your Success Story and Book Yours Now open the booking modal', async ({
  page,
}) => {
  await visit(page, '/projects');
  await clickOpens(page.getByRole('button', { name: 'Book Yours' }), bookingDialog(page));
  await expectBooking(page, '');

  await visit(page, '/customer-stories');
  await clickOpens(
    page.getByRole('button', { name: 'Start Your Success Story' }),
    bookingDialog(page),
  );
  await expectBooking(page, '', "I'd like to start my own success story.");

  await visit(page, '/');
  // Stories come from the database, so the page has hydrated once they show.
  await page
    .getByRole('button', { name: /^Read Story:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Book Yours Now' }).click();
  await expect(bookingDialog(page)).toBeVisible();
  // The story's author is named in the pre-filled message.
  await expect(bookingDialog(page).getByLabel('Message')).toHaveValue(
    /^I read .+'s story and would like results like theirs\.$/,
  );
});

test('the training and partners pages open their own flows', async ({ page }) => {
  await visit(page, '/resources/training');
  await clickOpens(
    page.getByRole('button', { name: 'Enroll Now: Digital Marketing Mastery' }),
    page.getByRole('dialog'),
  );
  await expect(page.getByRole('dialog')).toContainText('Digital Marketing Mastery');
  await page.keyboard.press('Escape');

  await visit(page, '/partners');
  await clickOpens(page.getByRole('button', { name: 'Apply Now' }), page.getByRole('dialog'));
});
