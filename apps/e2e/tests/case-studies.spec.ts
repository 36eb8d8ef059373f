/**
 * The proof of the work: every service page tells one case study with its product visuals, and the home page's client
 * words lead to theirs, with and without JavaScript.
 */
import { expect, STILL_PAGES, test, visit } from '../support/fixtures.ts';
import { SERVICE_DETAIL_ROUTES } from '../support/routes.ts';

test.use(STILL_PAGES);

test.describe('case studies', () => {
  for (const route of SERVICE_DETAIL_ROUTES) {
    test(`${route.path} tells its case study: client, three outcomes, the team, and both visuals loaded as AVIF or WebP`, async ({
      page,
    }) => {
      await visit(page, route.path);
      const study = page.locator('section#case-study');
      await study.scrollIntoViewIfNeeded();
      await expect(study.getByRole('heading', { level: 2 })).toBeVisible();
      const outcomes = study
        .getByRole('heading', { name: 'What changed' })
        .locator('..')
        .getByRole('listitem');
      await expect(outcomes).toHaveCount(3);
      for (const outcome of await outcomes.all()) await expect(outcome).toHaveText(/^\d[\d,.]*\S*/);
      await expect(
        study.getByRole('heading', { name: 'The team' }).locator('..').getByRole('listitem'),
      ).not.toHaveCount(0);
      const images = study.locator('img');
      await expect(images).toHaveCount(2);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('alt', /\w{4,}/);
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) =>
              element.complete && element.naturalWidth > 0 ? element.currentSrc : '',
            ),
          )
          .toMatch(/\.(avif|webp)$/);
        // Laid out at its own aspect ratio: the width and height attributes reserve the space before it loads.
        const box = await image.boundingBox();
        const ratio =
          Number(await image.getAttribute('width')) / Number(await image.getAttribute('height'));
        expect(Math.abs(box!.width / box!.height - ratio)).toBeLessThan(0.02);
      }
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each home testimonial links to its case study on its service page', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('link', { name: /^Read the .+ case study$/ });
    await expect(links).toHaveCount(3);
    const first = links.first();
    const name = (await first.textContent()) ?? '';
    const client = /^Read the (.+) case study$/.exec(name)?.[1] ?? '';
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page).toHaveURL(/\/services\/[a-z-]+#case-study$/);
    const study = page.locator('section#case-study');
    await expect(study).toBeInViewport();
    await expect(study).toContainText(client);
  });
});
