import { expect, test } from '@playwright/test';
import { demoAdmin, idOf } from '../../support/backend';
import { signIn } from '../../support/sign-in';
import { imgPayload, scriptPayload, serviceRest, watchPayloads } from '../../support/stored-html';

// What visitors type into the public forms ends up in the back-office: HTML and script in a
// booking must show there as inert text, shown literally, never parsed, never run.

/**
 * Just before the newest submission of any kind: inside the dashboard's ten most recent, yet never
 * the newest row that another spec running alongside expects to see on top of its list.
 */
async function justBeforeNewest(): Promise<string> {
  const tables = [
    'bookings',
    'consultations',
    'partner_applications',
    'enrollments',
    'participants',
  ];
  const latest = await Promise.all(
    tables.map(async (table) => {
      const body: unknown = await (
        await serviceRest(`${table}?select=created_at&order=created_at.desc&limit=1`)
      ).json();
      const row: unknown = Array.isArray(body) ? body[0] : undefined;
      const at: unknown =
        typeof row === 'object' && row !== null ? Reflect.get(row, 'created_at') : undefined;
      return typeof at === 'string' ? Date.parse(at) : 0;
    }),
  );
  return new Date(Math.max(...latest) - 1).toISOString();
}

test('a booking holding HTML and script shows as text in the admin', async ({ page }) => {
  const payloads = watchPayloads(page);
  await signIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Inserted only now and removed at once, so other specs see their own rows where they expect.
  const created = await serviceRest('bookings', {
    method: 'POST',
    body: JSON.stringify({
      full_name: imgPayload,
      email: 'stored-html@example.com',
      requested_service: 'Others',
      project_description: `${scriptPayload} ${imgPayload}`,
      created_at: await justBeforeNewest(),
    }),
  });
  expect(created.status).toBe(201);
  const id = idOf(await created.json());
  try {
    await page.reload();
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByText(imgPayload, { exact: true })).toBeVisible();
    await payloads.expectInert();
  } finally {
    await serviceRest(`bookings?id=eq.${id}`, { method: 'DELETE' });
  }
});
