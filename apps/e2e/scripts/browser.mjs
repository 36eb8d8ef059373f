#!/usr/bin/env node
/**
 * `pnpm --filter @agency/e2e browser`: makes sure Debian's Chromium headless shell is there (apt, never a browser
 * download). A task of its own, so that turbo installs it while the packages build instead of after them; `pnpm e2e`
 * runs it too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs the headless shell with apt when it is missing; exits the process with a message when it cannot. */
export function ensureHeadlessShell() {
  const shell = HEADLESS_SHELL;
  if (existsSync(shell)) return;
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  ensureHeadlessShell();
