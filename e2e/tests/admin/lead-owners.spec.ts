import { listCaughtEmails } from '@inzira/local-backend';
import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import { backend, createAdmin } from '../../support/backend';
import { signIn } from '../../support/sign-in';

/**
 * Owners (docs/leads.md, "Owners"): assigning a lead e-mails the assignee a link that opens it,
 * the assignment joins the lead's history, and the assignee finds it under "Mine".
 */

test('assigning a lead e-mails the assignee, and "Mine" shows it to them', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = {
    email: `owner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'owner-member-1',
  };
  await createAdmin(member.email, member.password);
  const name = unique('Owned Visitor');
  await insertSubmission('bookings', {
    full_name: name,
    email: `owned.${Date.now()}@example.com`,
    requested_service: 'Event Protocols',
    project_description: 'A conference in Kigali.',
  });

  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'View' })
    .click();
  const view = page.getByRole('dialog', { name: `Booking from ${name}` });
  await expect(view.getByLabel('Assigned to')).toHaveValue('');
  await expect(view.getByRole('option', { name: member.email })).toBeAttached();
  await view.getByLabel('Assigned to').selectOption({ label: member.email });
  await expect(page.getByText(`Assigned to ${member.email}`).first()).toBeVisible();
  await expect(view.getByText(`Assigned to ${member.email}`)).toBeVisible();

  // The e-mail arrives with a link straight to the lead.
  // Members also hear of new leads (other tests' bookings); this is the assignment's e-mail.
  const assigned = async () =>
    (await listCaughtEmails(backend.mailApiUrl(), member.email)).filter((caught) =>
      caught.subject.startsWith('Assigned to you'),
    );
  await expect.poll(async () => (await assigned()).length).toBe(1);
  const [email] = await assigned();
  expect(email?.subject).toBe(`Assigned to you: booking from ${name}`);
  const link = /http:\/\/localhost:5174\/admin\/bookings\?id=[0-9a-f-]{36}/.exec(
    email?.text ?? '',
  )?.[0];
  expect(link).toBeDefined();

  // The assignee signs in, follows the link, and finds the lead under "Mine".
  // A context of their own, without the demo admin's session that this file's pages carry.
  const context = await browser.newContext({
    baseURL: 'http://localhost:5174',
    storageState: { cookies: [], origins: [] },
  });
  const assignee = await context.newPage();
  await signIn(assignee, member);
  await expect(assignee).toHaveURL(/\/admin\/dashboard$/);
  await assignee.goto(link ?? '');
  await expect(assignee.getByRole('dialog', { name: `Booking from ${name}` })).toBeVisible();
  await assignee.goto('/admin/bookings');
  await assignee.getByLabel('Owner', { exact: true }).selectOption('mine');
  await expect(assignee).toHaveURL(/owner=mine/);
  await expect(assignee.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await assignee.getByLabel('Owner', { exact: true }).selectOption('unassigned');
  await expect(assignee.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await context.close();
});
