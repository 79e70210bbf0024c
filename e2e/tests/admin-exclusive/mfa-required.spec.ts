import { expect, test } from '@playwright/test';
import { createAdmin, serviceCall } from '../../support/backend';
import { memberRows, passwordToken } from '../../support/member-api';

/**
 * The owner's "two-step sign-in for everyone" (docs/team-and-roles.md): lead data then needs a
 * session verified with a second factor, so a password alone reads nothing personal.
 */

async function member(role: 'sales' | 'owner') {
  const email = `${role}-${Date.now().toString(36)}@example.com`;
  const password = `${role}-password-123`;
  await createAdmin(email, password, role);
  return { email, password };
}

test('with two-step sign-in required, a password-only (aal1) session reads no lead', async () => {
  const sales = await member('sales');
  const owner = await member('owner');
  const token = await passwordToken(sales.email, sales.password);
  const ownerToken = await passwordToken(owner.email, owner.password);
  expect((await memberRows(token, '/rest/v1/bookings?select=id')).length).toBeGreaterThan(0);
  await serviceCall('/rest/v1/team_settings?id=eq.true', {
    method: 'PATCH',
    body: JSON.stringify({ mfa_required: true }),
  });
  try {
    for (const table of [
      'bookings',
      'consultations',
      'partner_applications',
      'enrollments',
      'participants',
    ]) {
      expect(await memberRows(token, `/rest/v1/${table}?select=id`), table).toEqual([]);
      expect(await memberRows(ownerToken, `/rest/v1/${table}?select=id`), table).toEqual([]);
    }
  } finally {
    await serviceCall('/rest/v1/team_settings?id=eq.true', {
      method: 'PATCH',
      body: JSON.stringify({ mfa_required: false }),
    });
  }
});
