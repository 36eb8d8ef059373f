#!/usr/bin/env node
/**
 * `pnpm --filter @agency/e2e browser`: makes sure Debian's Chromium headless shell is there (apt, never a browser
 * download). A task of its own, so that turbo installs it while the packages build instead of after them; `pnpm e2e`
 * runs it too. `node scripts/browser.mjs chromium` does the same for the full Chromium that Lighthouse (`pnpm bench`)
 * and the pixel captures (`pnpm pixels`) drive.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs Debian's `pkg` with apt when `path` is missing; exits the process with a message when it cannot. */
function ensureDebianPackage(path, pkg, variable) {
  if (existsSync(path)) return;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `No ${pkg} at ${path} and no apt-get to install it: install it or set ${variable}.`,
    );
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const asRoot = (args) => (isRoot ? ['env', args] : ['sudo', ['-n', 'env', ...args]]);
  const env = ['DEBIAN_FRONTEND=noninteractive'];
  console.log(`${pkg} not found at ${path}: installing Debian's ${pkg} package with apt.`);
  for (const step of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', pkg],
  ]) {
    const [command, args] = asRoot([...env, ...step]);
    if (run(command, args) !== 0) {
      console.error(
        `\`${step.join(' ')}\` failed${isRoot ? '' : ' (needs root or passwordless sudo)'}.`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(path)) {
    console.error(`apt installed ${pkg} but ${path} is still missing.`);
    process.exit(1);
  }
}

/** The headless shell the Playwright suites run in. */
export function ensureHeadlessShell() {
  ensureDebianPackage(HEADLESS_SHELL, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === 'chromium') ensureDebianPackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
  else ensureHeadlessShell();
}
