import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { listCaughtEmails } from '@inzira/local-backend';
import { backend, demoAdmin } from '../../support/backend';
import { expectMessages, fillFields } from '../../support/forms';
import { memberFetch, passwordToken } from '../../support/member-api';
import { openDialog, rowsFor, rowsOf, uniqueEmail } from './flows/flow-support';

// The public site in Kinyarwanda, English and French (docs/languages.md), at a phone's width and
// a laptop's: the same page in another language, a booking in Kinyarwanda from the form to the
// visitor's e-mail, and the translated home pages axe-clean.

/** The header's language links, or the phone drawer's (the header shows them from 1200 px). */
async function switchLanguage(page: Page, language: string) {
  if ((page.viewportSize()?.width ?? 0) < 1200) {
    await page
      .getByRole('button', { name: /^(Open menu|Fungura urutonde|Ouvrir le menu)$/ })
      .click();
    await page.getByRole('dialog').getByRole('link', { name: language, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: language, exact: true }).click();
  }
}

async function publishedPostSlug(): Promise<string> {
  const [post] = await rowsOf('blogs', {
    is_published: 'eq.true',
    published_at: `lt.${new Date().toISOString()}`,
    order: 'published_at.desc',
    limit: '1',
  });
  return String(post?.slug);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // A Kinyarwanda reader's browser: the Kinyarwanda pages offer no other language.
    test.use({ viewport, locale: 'rw-RW' });

    test('switching language on a post lands on the same post in the other language', async ({
      page,
    }) => {
      const slug = await publishedPostSlug();
      await page.goto(`/resources/blog/${slug}`);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      // The English page suggests Kinyarwanda (the browser's language), without moving.
      await expect(page.getByRole('region', { name: 'Ururimi' })).toContainText(
        'Iyi paji iboneka no mu Kinyarwanda.',
      );
      await expect(page).toHaveURL(`/resources/blog/${slug}`);
      await switchLanguage(page, 'RW Ikinyarwanda');
      await expect(page).toHaveURL(`/rw/resources/blog/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
      await expect(
        page
          .getByRole('link', { name: 'Saba umunyamwuga' })
          .or(page.getByRole('button', { name: 'Saba umunyamwuga' })),
      ).toBeVisible();
      await switchLanguage(page, 'FR Français');
      await expect(page).toHaveURL(`/fr/resources/blog/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('button', { name: 'Réserver un professionnel' })).toBeVisible();
      // The French page lists every language's address for search engines.
      const alternates = await page
        .locator('head link[rel="alternate"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(alternates).toEqual(['en', 'rw', 'fr', 'x-default']);
    });

    test('a booking in Kinyarwanda: messages, refusal, confirmation and e-mail in Kinyarwanda', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`rw-booking-${viewport.width}`);
      await page.goto('/rw');
      await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
      const dialog = await openDialog(
        page.getByRole('button', { name: 'Saba ubu: Gukora ibirimo' }),
        page.getByRole('dialog', { name: 'Tuganire!' }),
      );
      await expect(dialog.getByLabel('Serivisi')).toHaveValue('Content Creation');
      await dialog.getByRole('button', { name: 'Ohereza' }).click();
      await expectMessages(dialog, 'Amazina birakenewe', 'Imeri birakenewe', 'Ubutumwa birakenewe');

      // The function answers in the language the form is sent in.
      const refused = await request.post(`${backend.url()}/functions/v1/submit-booking`, {
        headers: { apikey: backend.publishableKey(), 'Content-Type': 'application/json' },
        data: {
          name: '',
          email,
          phone: '788 123 456',
          service: 'Others',
          description: 'x',
          locale: 'rw',
        },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).fieldErrors).toEqual({ name: 'Amazina birakenewe' });

      await fillFields(dialog, { Amazina: 'Aline Mukamana', Imeri: email });
      await dialog.getByLabel('Telefoni', { exact: false }).last().fill('788 123 456');
      await dialog.getByLabel('Ubutumwa').fill('Nifuza videwo yo kumenyekanisha ikawa yacu.');
      await dialog.getByRole('button', { name: 'Ohereza' }).click();
      await expect(page.getByRole('dialog', { name: 'Icyifuzo cyoherejwe!' })).toContainText(
        'Murakoze, icyifuzo cyanyu cyakiriwe.',
      );
      const [row] = await rowsFor('bookings', email);
      expect(row).toMatchObject({ locale: 'rw', requested_service: 'Content Creation' });

      // The team confirms it; the visitor's e-mail is written in Kinyarwanda.
      const token = await passwordToken(demoAdmin.email, demoAdmin.password);
      const confirmed = await memberFetch(token, `/rest/v1/bookings?id=eq.${String(row?.id)}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'confirmed' }),
      });
      expect(confirmed.status).toBe(200);
      await memberFetch(token, '/functions/v1/send-visitor-emails', {
        method: 'POST',
        body: '{}',
      });
      await expect
        .poll(async () => (await listCaughtEmails(backend.mailApiUrl(), email)).length)
        .toBe(1);
      const [message] = await listCaughtEmails(backend.mailApiUrl(), email);
      expect(message?.subject).toBe('Icyifuzo cyawe muri Inzira cyemejwe');
      expect(message?.text).toContain('Muraho Aline Mukamana,');
    });

    test('the Kinyarwanda and French home pages pass axe', async ({ page }) => {
      for (const path of ['/rw', '/fr']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.help}`),
          path,
        ).toEqual([]);
      }
    });
  });
}
