/** Debian's Chromium, never a downloaded browser: what Lighthouse and the pixel captures see, as a visitor would. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell (package `chromium-headless-shell`, built from the same Chromium source) for the Playwright
 * suites, as Playwright itself runs headless tests: the same Blink, without the browser UI that the full binary
 * starts in headless mode. Each page load costs far less CPU without that UI, and CPU is what decides the suites'
 * time on a 2-core machine.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
