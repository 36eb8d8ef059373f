/**
 * The visit protocol of `pnpm bench`: what a page costs the main thread over a whole visit on a phone, which
 * Lighthouse's load window does not see. Debian Chromium through playwright-core, 390×844 touch viewport, CPU slowed
 * 4× (CDP `Emulation.setCPUThrottlingRate`). One visit: load, 3 s of reading, scroll to the bottom in 700 px steps
 * every 250 ms, back to the top, open the menu, 2 s. Measured: main-thread task time and script time
 * (`Performance.getMetrics` TaskDuration / ScriptDuration, from just before the load to the end), the time over 50 ms
 * in long tasks (a `longtask` PerformanceObserver) and LCP. Medians of `runs`, the targets interleaved run by run.
 */
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { markdownTable } from './markdown-table.ts';
import { median } from './stats.ts';

export interface VisitTarget {
  /** Column label ('' for the build under test). */
  label: string;
  /** Origin of the site to visit. */
  url: string;
}

interface VisitMetrics {
  taskMs: number;
  scriptMs: number;
  longTaskOverMs: number;
  lcpMs: number;
}

const CPU_SLOWDOWN = 4;

/** Installed before any script of the page: collects long tasks and LCP candidates. */
function observeMainThread() {
  const scope = window as unknown as { __visit: { longTasks: number[]; lcp: number } };
  scope.__visit = { longTasks: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) scope.__visit.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) scope.__visit.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function metric(cdp: CDPSession, name: string) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return metrics.find((entry) => entry.name === name)?.value ?? 0;
}

async function visitOnce(browser: Browser, url: string): Promise<VisitMetrics> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observeMainThread);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const taskBefore = await metric(cdp, 'TaskDuration');
  const scriptBefore = await metric(cdp, 'ScriptDuration');

  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3_000);
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, 700);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(250);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  const menuButton = page.getByRole('button', { name: /menu/i }).first();
  if (await menuButton.isVisible().catch(() => false)) await menuButton.tap();
  await page.waitForTimeout(2_000);

  const taskMs = ((await metric(cdp, 'TaskDuration')) - taskBefore) * 1000;
  const scriptMs = ((await metric(cdp, 'ScriptDuration')) - scriptBefore) * 1000;
  const observed = await page.evaluate(
    () => (window as unknown as { __visit: { longTasks: number[]; lcp: number } }).__visit,
  );
  await context.close();
  return {
    taskMs,
    scriptMs,
    longTaskOverMs: observed.longTasks.reduce(
      (sum, duration) => sum + Math.max(0, duration - 50),
      0,
    ),
    lcpMs: observed.lcp,
  };
}

/** Runs the visit `runs` times per route and target, interleaved; returns a markdown table of the medians. */
export async function runVisits(
  targets: VisitTarget[],
  routes: readonly string[],
  runs: number,
): Promise<string> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const results = new Map<string, VisitMetrics[]>();
  try {
    for (let run = 0; run < runs; run += 1)
      for (const route of routes)
        for (const target of targets) {
          const key = `${route}\u0000${target.label}`;
          const list = results.get(key) ?? [];
          list.push(await visitOnce(browser, new URL(route, target.url).href));
          results.set(key, list);
          console.log(`[visit] ${target.label || 'site'} ${route} run ${run + 1}/${runs}`);
        }
  } finally {
    await browser.close();
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = routes.flatMap((route) =>
    targets.map((target) => {
      const list = results.get(`${route}\u0000${target.label}`) ?? [];
      return [
        route,
        target.label || 'site',
        ms(median(list.map((m) => m.taskMs))),
        ms(median(list.map((m) => m.scriptMs))),
        ms(median(list.map((m) => m.longTaskOverMs))),
        ms(median(list.map((m) => m.lcpMs))),
      ];
    }),
  );
  return markdownTable(
    ['Page', 'Build', 'Main-thread task time', 'Script time', 'Long-task time over 50 ms', 'LCP'],
    rows,
  );
}
