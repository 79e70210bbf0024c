import { listCaughtEmails } from '@inzira/local-backend';
import { bookAsVisitor, expect, test, unique } from '../../support/admin-session';
import { backend, demoAdmin } from '../../support/backend';

/**
 * Alerts (docs/leads.md, "Alerts"): a visitor's booking, once stored, e-mails the team members
 * who want each lead, through the same SMTP as the visitor e-mails, with a link that opens it.
 */

test("a visitor's booking e-mails the team a link that opens the lead", async ({ page }) => {
  test.slow();
  const name = unique('Alert Visitor');
  await bookAsVisitor(page, {
    name,
    email: `alert.${Date.now()}@example.com`,
    phone: '788 123 987',
    message: 'Photos for our new menu.',
  });

  const alerts = async () =>
    (await listCaughtEmails(backend.mailApiUrl(), demoAdmin.email)).filter(
      (email) => email.subject === `New booking from ${name}`,
    );
  await expect.poll(async () => (await alerts()).length).toBe(1);
  const [alert] = await alerts();
  expect(alert?.text).toContain(`A visitor sent the booking from ${name} (Content Creation).`);
  const link = /http:\/\/localhost:5174\/admin\/bookings\?id=[0-9a-f-]{36}/.exec(
    alert?.text ?? '',
  )?.[0];
  expect(link).toBeDefined();

  // The demo admin (signed in) follows the link: the lead's view opens.
  await page.goto(link ?? '');
  const view = page.getByRole('dialog', { name: `Booking from ${name}` });
  await expect(view).toBeVisible();
  await expect(view).toContainText('Photos for our new menu.');
});
