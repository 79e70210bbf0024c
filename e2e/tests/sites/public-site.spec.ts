import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

/** WCAG 2.2 AA, as the story tests check components. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The number at the start of a resource card's figure ("8 guides" -> 8). */
async function figureOf(page: Page, title: string): Promise<number> {
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title }) });
  const text = await card.locator('[data-figure]').innerText();
  return Number(/^(\d+) /.exec(text)?.[1] ?? Number.NaN);
}

test('every figure on /resources equals what the site holds', async ({ page }) => {
  await visit(page, '/resources');
  await expect(page.locator('[data-figure]')).toHaveCount(5);
  const figures = {
    docs: await figureOf(page, 'Documentation'),
    tutorials: await figureOf(page, 'Tutorials'),
    training: await figureOf(page, 'Training'),
    templates: await figureOf(page, 'Templates'),
    blog: await figureOf(page, 'Blog'),
  };
  await expectNoAxeViolations(page);

  await visit(page, '/resources/docs');
  const guideLinks = page
    .getByRole('main')
    .locator('section:not(#templates) a[href^="/resources/docs/"]');
  await expect(guideLinks).toHaveCount(figures.docs);
  const templateLinks = page.locator('#templates a[href^="/resources/docs/"]');
  await expect(templateLinks).toHaveCount(figures.templates);

  await visit(page, '/resources/tutorials');
  await expect(page.getByRole('link', { name: /^Read the lessons:/ })).toHaveCount(
    figures.tutorials,
  );

  await visit(page, '/resources/training');
  await expect(page.getByRole('button', { name: /^Enroll Now:/ })).toHaveCount(figures.training);

  await visit(page, '/resources/blog');
  const posts = page.getByRole('main').locator('a[href^="/resources/blog/"]');
  await expect(posts).toHaveCount(figures.blog);
});

for (const viewport of [phone, laptop]) {
  test(`at ${viewport.width} px the header reaches Resources, Customer Stories and About`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visit(page, '/');
    const header = page.getByRole('banner');
    if (viewport === phone) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Mobile' });
      await expect(drawer.getByRole('link', { name: 'Customer Stories' })).toBeVisible();
      await drawer.getByRole('link', { name: 'All Resources' }).click();
    } else {
      await expect(header.getByRole('link', { name: 'Customer Stories' })).toBeVisible();
      await header.getByRole('button', { name: 'Resources' }).click();
      await page.getByRole('menuitem', { name: 'All Resources' }).click();
    }
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    if (viewport === laptop) {
      // The current section is marked in the top nav.
      await expect(header.getByRole('button', { name: 'Resources' })).toHaveAttribute(
        'data-current',
        'true',
      );
      await header.getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About Inzira' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test(`at ${viewport.width} px tabbing to a button shows a 2 px focus ring`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, '/contact');
    const target =
      viewport === phone
        ? page.getByRole('button', { name: 'Open menu' })
        : page.getByRole('banner').getByRole('button', { name: 'Resources' });
    await target.scrollIntoViewIfNeeded();
    await page.getByRole('banner').getByRole('link', { name: 'Inzira home' }).focus();
    // Tab through the header as a keyboard user does until the button has focus.
    for (let step = 0; step < 15; step += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    const outline = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
}

test('the footer has no Admin link; About shows the team, office and registration', async ({
  page,
}) => {
  await visit(page, '/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: /admin/i })).toHaveCount(0);
  // The team comes from the professionals table.
  await expect(page.getByRole('heading', { level: 3, name: 'Aline Uwase' })).toBeVisible();
  await expect(page.getByText('Rwanda Development Board (RDB)')).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/250700000001',
  );
  await expectNoAxeViolations(page);
});

test('Start Exam starts the test, and a tutorial opens its lessons', async ({ page }) => {
  await visit(page, '/resources/tests');
  await page.getByRole('link', { name: 'Start Exam: Digital Marketing Expert' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Digital Marketing Expert' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A click before the page has hydrated is held and made again once it has (early-input.js),
  // so the answer is checked a moment later, not at once: click as a visitor would, then wait.
  const answer = page
    .getByRole('group', { name: /measurable campaign goal/ })
    .getByLabel('300 online orders by 31 March');
  await answer.click();
  await expect(answer).toBeChecked();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'You scored 1 out of 5' })).toBeFocused();
  await expectNoAxeViolations(page);

  await visit(page, '/resources/tutorials');
  await page.getByRole('link', { name: 'Read the lessons: Event Planning Essentials' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Lesson 1: Start from the purpose' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play/ })).toHaveCount(0);
});

test('a doc link named as a template opens that template', async ({ page }) => {
  await visit(page, '/resources/docs');
  await page.getByRole('link', { name: 'Project brief template' }).click();
  await expect(page).toHaveURL(/\/resources\/docs\/project-brief-template$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Project brief template' }),
  ).toBeVisible();
  await expect(page.getByText('Budget range:')).toBeVisible();
});
