/**
 * `pnpm pixels`: proof that a refactor changed nothing a visitor sees.
 *
 *   pnpm pixels capture <dir>               screenshots of the current site build into <dir>
 *   pnpm pixels compare <before> <after>    pixel-by-pixel comparison; writes <after>/diff/*.png, exits 1 on a difference
 *
 * `capture` starts the product like the e2e suites (a snapshot of apps/site/build/client, or SITE_CLIENT_DIR; the
 * embedded backend on a free port) and takes full-page shots at 390 and 1280 px of every public route, the 404 page,
 * the mobile menu open, the contact form showing its errors, /admin's sign-in and its (empty) signed-in inbox. Motion
 * is reduced (`prefers-reduced-motion`: no autoplay, no reveal or stagger in flight) and the scripts have run, so two
 * captures of the same build are identical.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { snapshotSiteBuild, startHost } from '../support/host.ts';
import { networkQuiet, trackRequests } from '../support/network-quiet.ts';
import { startNearIslands, waitForHydration } from '../support/page-scripts.ts';
import { renderAllBands } from '../support/render-bands.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

const WIDTHS = [390, 1280] as const;

interface Shot {
  name: string;
  path: string;
  /** What to do on the page before the shot. */
  act?: (page: Page) => Promise<void>;
}

function shotName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '--');
}

async function settle(page: Page): Promise<void> {
  // The shot is of the page once its scripts have run and the islands a visitor scrolls to (the carousel) run too.
  await waitForHydration(page);
  await startNearIslands(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Fixed parts (header, progress bar) are drawn where the page is scrolled to: every shot is taken from the top. Bands
 * that render only near the viewport (`content-visibility: auto`) and lazy images are drawn as a visitor scrolling
 * down sees them: a full-page shot does not scroll, so a lazy image would otherwise show its placeholder or not,
 * depending on timing.
 */
async function atTop(page: Page): Promise<void> {
  await renderAllBands(page);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.evaluate(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

const shots: Shot[] = [
  ...PUBLIC_ROUTES.map((route) => ({ name: shotName(route.path), path: route.path })),
  // Any unknown path: the 404 page.
  { name: 'not-found', path: '/no-such-page' },
  {
    name: 'menu-open',
    path: '/',
    act: async (page) => {
      if ((page.viewportSize()?.width ?? 0) >= 1024) return;
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).waitFor();
    },
  },
  {
    name: 'contact-errors',
    path: '/contact',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('textbox', { name: /^Email/ }).fill('not-an-address');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Please enter a valid email address').waitFor();
      await form.getByText('Name is required').waitFor();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'admin-sign-in',
    path: '/admin',
    act: (page) => page.getByRole('form', { name: 'Staff sign-in' }).waitFor(),
  },
];

async function capture(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await snapshotSiteBuild();
  const host = await startHost({ clientDir: site.dir });
  const staff = {
    email: /e-mail:\s+(\S+)/.exec(host.output())?.[1] ?? '',
    password: /password:\s+(\S+)/.exec(host.output())?.[1] ?? '',
  };
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
    for (const width of WIDTHS) {
      for (const shot of shots) {
        if (shot.name === 'menu-open' && width >= 1024) continue;
        const context = await browser.newContext({
          viewport: { width, height: 844 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: 'en-US',
          serviceWorkers: 'block',
        });
        trackRequests(context);
        const page = await context.newPage();
        await page.goto(new URL(shot.path, host.url).href);
        await settle(page);
        await shot.act?.(page);
        await atTop(page);
        const file = join(outDir, `${shot.name}@${width}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        if (shot.name === 'admin-sign-in') {
          const form = page.getByRole('form', { name: 'Staff sign-in' });
          await form.getByRole('textbox', { name: /^E-mail/ }).fill(staff.email);
          await form.getByLabel(/^Password/).fill(staff.password);
          await form.getByRole('button', { name: 'Sign in' }).click();
          await page.getByText('No submissions in this view.').waitFor();
          await networkQuiet(page);
          await atTop(page);
          await page.screenshot({
            path: join(outDir, `admin-inbox@${width}.png`),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
        }
        await context.close();
        console.log(`captured ${shot.name} at ${width} px`);
      }
    }
  } finally {
    await browser?.close();
    await host.stop();
    await site.remove();
  }
  console.log(`screenshots in ${outDir}`);
}

/**
 * Rasterising the same page twice can round a gradient's pixel differently by one level (seen on the header's
 * backdrop); a change anyone could see moves a channel by more.
 */
const NOISE = 2;

function countChanges(before: Buffer, after: Buffer): { changed: number; visible: number } {
  let changed = 0;
  let visible = 0;
  for (let index = 0; index < before.length; index += 4) {
    let largest = 0;
    for (let channel = 0; channel < 4; channel += 1)
      largest = Math.max(largest, Math.abs(before[index + channel]! - after[index + channel]!));
    if (largest > 0) changed += 1;
    if (largest > NOISE) visible += 1;
  }
  return { changed, visible };
}

export function compare(beforeDir: string, afterDir: string): boolean {
  const diffDir = join(afterDir, 'diff');
  mkdirSync(diffDir, { recursive: true });
  const names = readdirSync(beforeDir).filter((name) => name.endsWith('.png'));
  const afterNames = new Set(readdirSync(afterDir).filter((name) => name.endsWith('.png')));
  if (names.length === 0) {
    console.log(`NONE     no screenshots in ${beforeDir}: nothing to compare with`);
    return false;
  }
  let same = true;
  for (const name of names) {
    if (!afterNames.delete(name)) {
      console.log(`MISSING  ${name}: not in ${afterDir}`);
      same = false;
      continue;
    }
    const before = PNG.sync.read(readFileSync(join(beforeDir, name)));
    const after = PNG.sync.read(readFileSync(join(afterDir, name)));
    if (before.width !== after.width || before.height !== after.height) {
      console.log(
        `SIZE     ${name}: ${before.width}×${before.height} → ${after.width}×${after.height}`,
      );
      same = false;
      continue;
    }
    const { changed, visible } = countChanges(before.data, after.data);
    if (visible === 0) {
      console.log(
        `same     ${name}${changed > 0 ? ` (${changed} pixels off by ≤ ${NOISE} levels)` : ''}`,
      );
      continue;
    }
    same = false;
    const diff = new PNG({ width: before.width, height: before.height });
    pixelmatch(before.data, after.data, diff.data, before.width, before.height, { threshold: 0 });
    const diffFile = join(diffDir, name);
    writeFileSync(diffFile, PNG.sync.write(diff));
    console.log(`DIFFERS  ${name}: ${visible} pixels (${diffFile})`);
  }
  for (const name of afterNames) {
    console.log(`NEW      ${name}: not in ${beforeDir}`);
    same = false;
  }
  console.log(same ? 'no visible change' : 'differences found');
  return same;
}

async function main(): Promise<void> {
  const [command, first, second] = process.argv.slice(2);
  if (command === 'capture' && first) {
    await capture(resolve(first));
  } else if (command === 'compare' && first && second) {
    process.exitCode = compare(resolve(first), resolve(second)) ? 0 : 1;
  } else {
    console.error('usage: pixels capture <dir> | pixels compare <before-dir> <after-dir>');
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
