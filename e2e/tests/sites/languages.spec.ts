import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { listCaughtEmails } from '@inzira/local-backend';
import { backend, demoAdmin, serviceCall } from '../../support/backend';
import { expectMessages, fillFields } from '../../support/forms';
import { memberFetch, passwordToken } from '../../support/member-api';
import { markAppReady } from '../../support/app-start';
import { openDialog, rowsFor, uniqueEmail } from './flows/flow-support';

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

// The seeded post translated into both languages, each with its own slug, and the one with no
// French on purpose (docs/content-translations.md, "Seeded translations").
const checklist = {
  en: {
    slug: 'planning-a-conference-in-kigali-a-practical-checklist',
    title: 'Planning a Conference in Kigali: A Practical Checklist',
  },
  rw: {
    slug: 'gutegura-inama-i-kigali',
    title: "Gutegura inama i Kigali: urutonde rw'ibyo gukora",
  },
  fr: {
    slug: 'organiser-une-conference-a-kigali',
    title: 'Organiser une conférence à Kigali : la liste pratique',
  },
};
const socialMedia = {
  en: 'social-media-in-rwanda-where-your-customers-actually-are',
  rw: 'imbuga-nkoranyambaga-mu-rwanda',
  title: 'Social Media in Rwanda: Where Your Customers Actually Are',
  rwTitle: 'Imbuga nkoranyambaga mu Rwanda: aho abakiriya bawe bari koko',
};
const frenchNote = "Ce contenu n'est pas encore traduit en français ; il est affiché en anglais.";
const postAddress = (prefix: string, slug: string) => `${prefix}/resources/blog/${slug}`;

/** The page's hreflang alternates and canonical address, as paths. */
async function headAddresses(page: Page) {
  const path = (href: string | null) => (href ? new URL(href).pathname : null);
  const alternates = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as const),
    );
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  return {
    alternates: alternates.map(([lang, href]) => [lang, path(href)]),
    canonical: path(canonical),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // A Kinyarwanda reader's browser: the Kinyarwanda pages offer no other language.
    test.use({ viewport, locale: 'rw-RW' });

    test('switching language on a post lands on the same post in the other language, under its own slug', async ({
      page,
    }) => {
      await page.goto(postAddress('', checklist.en.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(checklist.en.title);
      // The English page suggests Kinyarwanda (the browser's language), without moving.
      await expect(page.getByRole('region', { name: 'Ururimi' })).toContainText(
        'Iyi paji iboneka no mu Kinyarwanda.',
      );
      await expect(page).toHaveURL(postAddress('', checklist.en.slug));

      // en -> rw
      await switchLanguage(page, 'RW Ikinyarwanda');
      await expect(page).toHaveURL(postAddress('/rw', checklist.rw.slug));
      await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(checklist.rw.title);
      await expect(
        page
          .getByRole('link', { name: 'Saba umunyamwuga' })
          .or(page.getByRole('button', { name: 'Saba umunyamwuga' })),
      ).toBeVisible();

      // rw -> fr
      await switchLanguage(page, 'FR Français');
      await expect(page).toHaveURL(postAddress('/fr', checklist.fr.slug));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(checklist.fr.title);
      await expect(page.getByRole('button', { name: 'Réserver un professionnel' })).toBeVisible();
      await expect(page.getByText(frenchNote)).toHaveCount(0);
      // Search engines get each language's own address, and this page's own as canonical.
      expect(await headAddresses(page)).toEqual({
        alternates: [
          ['en', postAddress('', checklist.en.slug)],
          ['rw', postAddress('/rw', checklist.rw.slug)],
          ['fr', postAddress('/fr', checklist.fr.slug)],
          ['x-default', postAddress('', checklist.en.slug)],
        ],
        canonical: postAddress('/fr', checklist.fr.slug),
      });

      // fr -> en
      await switchLanguage(page, 'EN English');
      await expect(page).toHaveURL(postAddress('', checklist.en.slug));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(checklist.en.title);
    });

    test('a post without French shows English with the note on /fr, and its address there is the English slug', async ({
      page,
    }) => {
      await page.goto(postAddress('/rw', socialMedia.rw));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(socialMedia.rwTitle);
      await switchLanguage(page, 'FR Français');
      await expect(page).toHaveURL(postAddress('/fr', socialMedia.en));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(socialMedia.title);
      await expect(page.getByText(frenchNote)).toBeVisible();
      expect((await headAddresses(page)).alternates).toEqual([
        ['en', postAddress('', socialMedia.en)],
        ['rw', postAddress('/rw', socialMedia.rw)],
        ['fr', postAddress('/fr', socialMedia.en)],
        ['x-default', postAddress('', socialMedia.en)],
      ]);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
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

    test('the Kinyarwanda and French home pages and a French post pass axe', async ({ page }) => {
      for (const path of ['/rw', '/fr', postAddress('/fr', checklist.fr.slug)]) {
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

test('a post opened under another language’s slug moves to its address in the page’s language', async ({
  page,
  request,
}) => {
  // The built pages: the host answers 301 (one address per page and language).
  const moved = await request.get(postAddress('/fr', checklist.en.slug), { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location ?? '', 'http://x').pathname).toBe(
    postAddress('/fr', checklist.fr.slug),
  );
  for (const [from, to] of [
    [postAddress('/rw', checklist.fr.slug), postAddress('/rw', checklist.rw.slug)],
    [postAddress('', checklist.rw.slug), postAddress('', checklist.en.slug)],
  ]) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a translated post’s HTML is in its language before any script runs', async ({ request }) => {
  const html = await (await request.get(postAddress('/fr', checklist.fr.slug))).text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toMatch(/<h1[^>]*>Organiser une conférence à Kigali : la liste pratique<\/h1>/);
  expect(html).not.toContain(checklist.en.title);
  const english = await (await request.get(postAddress('/fr', socialMedia.en))).text();
  expect(english).toContain('pas encore traduit en français ; il est affiché en anglais.');
  expect(english).toMatch(
    /<h1[^>]*>Social Media in Rwanda: Where Your Customers Actually Are<\/h1>/,
  );
});

test('the French post list says which posts are shown in English, on their cards only', async ({
  page,
}) => {
  await page.goto('/fr/resources/blog');
  const card = (title: string) => page.getByRole('article').filter({ hasText: title });
  await expect(card(checklist.fr.title)).toBeVisible();
  await expect(card(checklist.fr.title).getByText('En anglais', { exact: true })).toHaveCount(0);
  await expect(card(socialMedia.title).getByText('En anglais', { exact: true })).toBeVisible();
  await expect(card(socialMedia.title).getByRole('heading')).toHaveAttribute('lang', 'en');
  // The card leads to the post's French address.
  await card(checklist.fr.title).getByRole('link').click();
  await expect(page).toHaveURL(postAddress('/fr', checklist.fr.slug));
  // No page-wide note on a list: the labels say it where it applies.
  await page.goBack();
  await expect(page.getByText(frenchNote)).toHaveCount(0);
});

test('a post published after the build moves to its French slug in the browser', async ({
  page,
}) => {
  // Not in the build: the host serves the app shell, and the app finds the post and moves.
  const stamp = Date.now().toString(36);
  const english = `harvest-notes-${stamp}`;
  const french = `notes-de-recolte-${stamp}`;
  await serviceCall('/rest/v1/blogs', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Harvest notes',
      slug: english,
      category: 'Marketing',
      excerpt: 'What the season taught us.',
      content: 'Plant early and mulch the young coffee.',
      author_name: 'Grace Ingabire',
      author_role: 'Social Media Strategist',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      translations: {
        fr: {
          title: 'Notes de récolte',
          excerpt: 'Ce que la saison nous a appris.',
          content: 'Plantez tôt et paillez les jeunes caféiers.',
          slug: french,
          published: true,
        },
      },
    }),
  });
  await page.goto(postAddress('/fr', english));
  await expect(page).toHaveURL(postAddress('/fr', french));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes de récolte');
  expect((await headAddresses(page)).canonical).toBe(postAddress('/fr', french));
  // Its Kinyarwanda page is the English post, with the note, at the English slug.
  await page.goto(postAddress('/rw', french));
  await expect(page).toHaveURL(postAddress('/rw', english));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harvest notes');
});

test('each language’s page downloads the site’s texts in its own language only', async ({
  page,
}) => {
  // The home page's title in each language, as the catalogues hold it.
  const titles = {
    en: 'Connect with Elite Professionals',
    rw: "Huza n'abanyamwuga b'indashyikirwa",
    fr: "Rencontrez des professionnels d'élite",
  } as const;
  await markAppReady(page);
  for (const [locale, prefix] of [
    ['en', ''],
    ['rw', '/rw'],
    ['fr', '/fr'],
  ] as const) {
    const scripts = new Set<string>();
    const collect = (request: Request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    };
    page.on('request', collect);
    await page.goto(`${prefix}/`);
    // The page is live (sites/src/app/app-ready.tsx), and its first Book Now opens the app's
    // booking form (its code too).
    await expect(page.locator('html[data-ready]')).toHaveCount(1);
    await page.locator('[data-opens-form="booking"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-early-form]')).toHaveCount(0);
    page.off('request', collect);
    // The files as the host serves them (a response's body is gone once the page moves on),
    // one after another.
    let code = '';
    for (const url of scripts) code += `${await (await page.request.get(url)).text()}\n`;
    for (const [other, title] of Object.entries(titles)) {
      if (other === locale) expect(code, `${locale} scripts`).toContain(title);
      else expect(code, `${locale} scripts hold the ${other} title`).not.toContain(title);
    }
  }
});
