#!/usr/bin/env node
/**
 * `pnpm e2e`: makes sure Debian's Chromium headless shell is there (apt, never a browser download), then runs the
 * Playwright suites.
 * Extra arguments go to `playwright test` (e.g. `pnpm e2e tests/contact-form.spec.ts --workers=1`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (!existsSync(shell)) {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `No Chromium headless shell at ${shell} and no apt-get to install it: install it or set CHROMIUM_HEADLESS_SHELL_PATH.`,
    );
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const asRoot = (args) => (isRoot ? ['env', args] : ['sudo', ['-n', 'env', ...args]]);
  const env = ['DEBIAN_FRONTEND=noninteractive'];
  console.log(
    `Chromium headless shell not found at ${shell}: installing Debian's chromium-headless-shell package with apt.`,
  );
  for (const step of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium-headless-shell'],
  ]) {
    const [command, args] = asRoot([...env, ...step]);
    if (run(command, args) !== 0) {
      console.error(
        `\`${step.join(' ')}\` failed${isRoot ? '' : ' (needs root or passwordless sudo)'}.`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(shell)) {
    console.error(`apt installed chromium-headless-shell but ${shell} is still missing.`);
    process.exit(1);
  }
}

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const status = run(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: e2eDir,
  env: {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_HEADLESS_SHELL_PATH: shell,
  },
});
process.exit(status);
