#!/usr/bin/env node
/**
 * `pnpm e2e`: makes sure Debian's Chromium headless shell is there (`scripts/browser.mjs`: apt, never a browser
 * download), then runs the Playwright suites.
 * Extra arguments go to `playwright test` (e.g. `pnpm e2e tests/contact-form.spec.ts --workers=1`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHeadlessShell, HEADLESS_SHELL } from './browser.mjs';

ensureHeadlessShell();

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(
  dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')),
  'cli.js',
);
/**
 * Chromium started with CAP_SYS_NICE (by root) raises its browser, GPU and IO threads to nice -8, and the other suites
 * of `pnpm verify` running beside this one then get almost no CPU while a page loads (their timed tests time out).
 * Started without that capability (util-linux's setpriv, in every Debian), it keeps the priority it was given, as it
 * does for any user.
 */
const SETPRIV = '/usr/bin/setpriv';
const CAP_SYS_NICE = 23n;
function mayRaisePriority() {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const effective = /^CapEff:\s*([0-9a-f]+)$/m.exec(status)?.[1];
  return effective !== undefined && ((BigInt(`0x${effective}`) >> CAP_SYS_NICE) & 1n) === 1n;
}
const samePriority =
  mayRaisePriority() && existsSync(SETPRIV)
    ? [SETPRIV, '--inh-caps=-sys_nice', '--bounding-set=-sys_nice', '--']
    : [];
const [command, ...args] = [
  ...samePriority,
  process.execPath,
  cli,
  'test',
  ...process.argv.slice(2),
];
const result = spawnSync(command, args, {
  stdio: 'inherit',
  cwd: e2eDir,
  env: {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_HEADLESS_SHELL_PATH: HEADLESS_SHELL,
  },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
