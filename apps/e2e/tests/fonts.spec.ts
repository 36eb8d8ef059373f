/**
 * The two web fonts: an English page downloads only their main files; a name with Latin-1 or Latin Extended letters
 * ("Zoë", "José", "Müller", "Łukasz") is drawn in the same faces, not in a fallback from the accented letter on.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../support/fixtures.ts';
import { networkQuiet } from '../support/network-quiet.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

const MAIN_FILES = [
  /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /\/space-grotesk-latin-wght-normal-[\w-]+\.woff2$/,
];

/** The font files the page has downloaded so far. */
function recordFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  return fonts;
}

/** The fonts Chromium drew an element's text with, and how many glyphs each. */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

test.describe('without JavaScript (fonts need none; one quick load per page)', () => {
  test.use({ javaScriptEnabled: false });

  test('every English page downloads the two main font files and no other', async ({ page }) => {
    const fonts = recordFonts(page);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await networkQuiet(page);
    }
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(
        MAIN_FILES.some((file) => file.test(font)),
        `${font} on an English page`,
      ).toBe(true);
  });
});

test('names with Latin-1 and Latin Extended letters stay in the web fonts, heading and text', async ({
  page,
}) => {
  const fonts = recordFonts(page);
  await visit(page, '/contact');
  const name = 'Zoë José Müller Łukasz';
  await page.evaluate((text) => {
    document.querySelector('h1')!.textContent = text;
    document.querySelector('h1 + p')!.textContent = text;
  }, name);
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
  await page.evaluate(() => document.fonts.ready);
  // One font for the whole line, the web font (its own name for the variable instance, not the CSS family).
  expect(await platformFonts(page, 'h1')).toEqual([
    { familyName: expect.stringMatching(/^Space Grotesk/), isCustomFont: true },
  ]);
  expect(await platformFonts(page, 'h1 + p')).toEqual([
    { familyName: expect.stringMatching(/^Inter/), isCustomFont: true },
  ]);
  // Both further files of both families, fetched for these letters only.
  for (const file of [
    'inter-latin-1',
    'inter-latin-ext',
    'space-grotesk-latin-1',
    'space-grotesk-latin-ext',
  ])
    expect(
      fonts.some((font) => font.includes(`/${file}-wght-normal-`)),
      file,
    ).toBe(true);
});
