/**
 * The test fixtures every suite uses:
 * - `baseURL` points at the product started by the global setup;
 * - every test is a distinct visitor (own client address for the function's per-IP limits);
 * - `guard` (automatic) records console errors, uncaught page errors, failed requests, HTTP errors and any request
 *   leaving 127.0.0.1 (those are aborted), and fails the test if one was not explicitly expected;
 * - `host` reads what the embedded backend stored.
 */
import { randomInt } from 'node:crypto';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { storedSubmissions, type StoredSubmission } from './host.ts';
import { trackRequests } from './network-quiet.ts';
import { waitForHydration } from './page-scripts.ts';

export { startNearIslands, waitForHydration } from './page-scripts.ts';

export { expect };

export interface Guard {
  /** Problems seen so far, as readable lines. */
  readonly problems: string[];
  /** Requests to other hosts (all aborted). */
  readonly externalRequests: string[];
  /** Expect problems matching `pattern` in this test (e.g. the deliberate failure it provokes). */
  allow(pattern: RegExp): void;
  /** Problems not matched by an `allow` pattern. */
  unexpected(): string[];
  /** Starts watching a context the test created itself (the default context is watched already). */
  watch(context: BrowserContext): Promise<void>;
}

export interface HostAccess {
  url: string;
  dataDir: string;
  submissions(limit?: number): Promise<StoredSubmission[]>;
  /** Waits until a row with this e-mail is stored, and returns the rows with it. */
  waitForSubmission(email: string, count?: number): Promise<StoredSubmission[]>;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the suites through playwright.config.ts (global setup).`,
    );
  return value;
}

function isLocal(url: URL): boolean {
  return url.hostname === '127.0.0.1';
}

/** 198.18.0.0/15 is reserved for benchmarking: a distinct fake visitor address per test. */
export function visitorAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** A unique visitor e-mail (the function limits submissions per address). */
export function visitorEmail(tag: string): string {
  return `visitor.${tag}.${Date.now().toString(36)}${randomInt(1e6).toString(36)}@example.com`;
}

function createGuard(): Guard {
  const problems: string[] = [];
  const externalRequests: string[] = [];
  const allowed: RegExp[] = [
    // Pages cross-fade on navigation (`@view-transition`). While requests are routed through the test (the guard's
    // own `context.route` below does that), Chromium skips the transition and reports the skip as an uncaught error;
    // without interception it runs. A skipped transition only means the next page appears without the fade.
    /^page error: Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/,
  ];
  const watched = new WeakSet<BrowserContext>();
  const guard: Guard = {
    problems,
    externalRequests,
    allow(pattern) {
      allowed.push(pattern);
    },
    unexpected() {
      return problems.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    },
    async watch(context) {
      if (watched.has(context)) return;
      watched.add(context);
      trackRequests(context);
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        problems.push(`console error: ${message.text()}${where ? ` @ ${where}` : ''}`);
      });
      context.on('weberror', (error) => {
        problems.push(`page error: ${error.error().message}`);
      });
      // Requests still in flight when their frame starts loading another document: the browser cancels them
      // (a font fetched after `load` when the test moves on), which a visitor never sees as a failure.
      const inFlight = new Set<Request>();
      const leftBehind = new WeakSet<Request>();
      context.on('request', (request) => {
        if (request.isNavigationRequest()) {
          for (const pending of inFlight)
            if (pending.frame() === request.frame()) leftBehind.add(pending);
        }
        inFlight.add(request);
      });
      context.on('requestfinished', (request) => inFlight.delete(request));
      context.on('requestfailed', (request) => {
        inFlight.delete(request);
        const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
        if (aborted && leftBehind.has(request)) return;
        // A `<link rel=prefetch>` (resource type "other") that the router removes once the navigation it prepared
        // has happened is cancelled by the browser: a cancellation, not a failure.
        if (aborted && request.resourceType() === 'other') return;
        problems.push(
          `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
        );
      });
      context.on('response', (response) => {
        if (response.status() >= 400)
          problems.push(
            `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
          );
      });
      await context.route(
        (url) => !isLocal(url),
        async (route) => {
          const line = `external request: ${route.request().method()} ${route.request().url()}`;
          externalRequests.push(line);
          problems.push(line);
          await route.abort('blockedbyclient');
        },
      );
    },
  };
  return guard;
}

export const test = base.extend<{ guard: Guard; host: HostAccess }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument.
  baseURL: async ({}, use) => {
    await use(requiredEnv('E2E_BASE_URL'));
  },
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': visitorAddress() });
  },
  guard: [
    async ({ context }, use) => {
      const guard = createGuard();
      await guard.watch(context);
      await use(guard);
      expect(
        guard.unexpected(),
        'no console error, page error, failed request, HTTP error or request leaving 127.0.0.1',
      ).toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const url = requiredEnv('E2E_BASE_URL');
    const dataDir = requiredEnv('E2E_DATA_DIR');
    await use({
      url,
      dataDir,
      submissions: (limit) => storedSubmissions(dataDir, limit),
      async waitForSubmission(email, count = 1) {
        let rows: StoredSubmission[] = [];
        await expect
          .poll(
            async () => {
              rows = (await storedSubmissions(dataDir)).filter((row) => row.email === email);
              return rows.length;
            },
            { message: `${count} stored row(s) for ${email}`, timeout: 15_000 },
          )
          .toBe(count);
        return rows;
      },
    });
  },
});

/** Opens a route like a visitor and waits until the page is interactive. Returns the HTTP status. */
export async function visit(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response?.status();
}

/**
 * `test.use(STILL_PAGES)` in suites about behaviour, not motion (the contact form, failures, deploys): their visitor
 * prefers reduced motion. Headless Chromium composites in software, so the home hero's ambient animation keeps about
 * one core busy drawing 60 frames a second for as long as it is on screen at ≥ 1024 px, time these suites spend
 * waiting on the home page. Motion itself is checked where it is the subject: layout (reveal with and without
 * motion, header), interactions (hero stagger, carousel), a11y and no-javascript (pages as a visitor with motion
 * sees them) and routes.
 */
export const STILL_PAGES = { reducedMotion: 'reduce' } as const;
