import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './support/chromium.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/**
 * Four workers on 2 cores: measured alone and within `pnpm verify`, four and two take the same time here (the
 * difference stays within the machine's own swings); measure both again when the suites or the machine change.
 * E2E_WORKERS=1 to debug one test at a time.
 */
const workers = Number(process.env.E2E_WORKERS) || 4;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky check is a finding, not something to hide.
  retries: 0,
  workers,
  // A loaded 2-core machine: generous budgets per test and per assertion.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 45_000,
    // A failed test keeps its trace (actions, console, network, sources) and a screenshot. DOM snapshots and the
    // screencast would be taken at every action of every test, a large share of the suite's time; add them to
    // debug with `pnpm e2e <spec> --trace on`. CI keeps no files from a run, only its output: recording a trace
    // of every test there would cost CPU for nobody.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
