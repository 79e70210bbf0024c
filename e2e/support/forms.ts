import { expect, type Locator } from '@playwright/test';
import { HONEYPOT_FIELD } from '@inzira/contract/bot-check.ts';

/** Types each value into the field of that label, in the order given. */
export async function fillFields(form: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
}

/** Each message shows in the form, e.g. the errors under the fields a submit left empty. */
export async function expectMessages(form: Locator, ...messages: string[]): Promise<void> {
  for (const message of messages) await expect(form.getByText(message)).toBeVisible();
}

/** Fills the field only bots see (hidden from people, so it is forced). */
export async function fillHoneypot(form: Locator, value = 'spam'): Promise<void> {
  await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill(value, { force: true });
}
