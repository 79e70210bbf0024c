import { listCaughtEmails } from '@inzira/local-backend';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { backend, createAdmin, demoAdmin } from '../../support/backend';
import { signIn } from '../../support/sign-in';

/**
 * Invitations, password reset and two-step sign-in (docs/team-and-roles.md) through Auth's own
 * e-mails, read back from the suite's mail catcher, and codes computed with a TOTP library.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The link of the newest e-mail to `address` (Auth's verify link), once it has arrived. */
async function linkMailedTo(address: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await listCaughtEmails(backend.mailApiUrl(), address)).length)
    .toBeGreaterThanOrEqual(count);
  const emails = await listCaughtEmails(backend.mailApiUrl(), address);
  // The plain-text part holds the link as it is (the HTML part escapes its ampersands).
  const body = emails.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`No link in the e-mail to ${address}: ${body}`);
  return link;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
}

test('the owner invites an editor and a sales member; each accepts the e-mailed link and lands signed in', async ({
  browser,
}) => {
  const owner = await browser.newPage();
  await signIn(owner, demoAdmin);
  await expect(owner).toHaveURL(/\/admin\/dashboard$/);
  await owner.goto('/admin/settings');
  const team = owner.getByRole('region', { name: 'Team' });
  const invitees = {
    editor: `invited-editor-${stamp()}@example.com`,
    sales: `invited-sales-${stamp()}@example.com`,
  };
  for (const [role, email] of Object.entries(invitees)) {
    await team.getByLabel('Email').fill(email);
    await team.locator('select[name="role"]').selectOption(role);
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(team.getByRole('cell', { name: email, exact: true })).toBeVisible();
  }

  const editor = await browser.newPage();
  await choosePassword(editor, await linkMailedTo(invitees.editor), 'editor-chosen-123');
  await expect(editor).toHaveURL(/\/admin\/professionals$/);
  await expect(editor.getByRole('navigation').getByRole('link', { name: 'Bookings' })).toBeHidden();

  const sales = await browser.newPage();
  await choosePassword(sales, await linkMailedTo(invitees.sales), 'sales-chosen-123');
  await expect(sales).toHaveURL(/\/admin\/dashboard$/);
  await expect(sales.getByRole('navigation').getByRole('link', { name: 'Blogs' })).toBeHidden();

  // The link is single-use.
  const again = await browser.newPage();
  await again.goto(await linkMailedTo(invitees.editor));
  await expect(again.getByText(/expired or has already been used|Open the link/)).toBeVisible();
});

test('a forgotten password is reset through the e-mail, with the same answer for an unknown address', async ({
  page,
}) => {
  const email = `forgetful-${stamp()}@example.com`;
  await createAdmin(email, 'the-old-password-1', 'editor');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an Email field too: type once the new page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(`nobody-${stamp()}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const answer = page.getByText(/If an account exists for this address/);
  await expect(answer).toBeVisible();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(answer).toBeVisible();

  await choosePassword(page, await linkMailedTo(email), 'the-new-password-2');
  await expect(page).toHaveURL(/\/admin\/professionals$/);
  await signOut(page);

  await signIn(page, { email, password: 'the-old-password-1' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, { email, password: 'the-new-password-2' });
  await expect(page).toHaveURL(/\/admin\/professionals$/);
});

test('a member enrols an authenticator app and then signs in with its code', async ({ page }) => {
  const email = `two-step-${stamp()}@example.com`;
  const password = 'two-step-password-1';
  await createAdmin(email, password, 'sales');
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Manual key').textContent()) ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(key.trim()) });
  const enrolCode = totp.generate();
  await page.getByLabel('Code from the app').fill(enrolCode);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on: sign-in asks for a code')).toBeVisible();

  await signOut(page);
  await signIn(page, { email, password });
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  // A wrong code is refused; the app's next code lets the member in.
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/This code is not right/)).toBeVisible();
  await expect.poll(() => totp.generate(), { timeout: 35_000 }).not.toBe(enrolCode);
  await page.getByLabel('Code from your authenticator app').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
