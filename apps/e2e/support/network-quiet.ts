/**
 * "The page has stopped loading things": no request in flight for half a second, what Playwright's `networkidle`
 * promises. Playwright's own bookkeeping of that state can lose it for good on a loaded machine (the parser pauses
 * longer than the quiet time, then requests start and end before DOMContentLoaded: microsoft/playwright#42598, which
 * its maintainers closed as a reason not to use `networkidle`), and its timeout names no request. This counts the
 * requests itself and, when the network does not go quiet, says which are still in flight.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

const QUIET_MS = 500;
const POLL_MS = 50;

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const trafficByContext = new WeakMap<BrowserContext, Traffic>();

/**
 * Counts a context's requests from now on. The guard fixture does it for every context it watches, before any page
 * loads; a context tracked only from the first wait has its earlier requests unseen.
 */
export function trackRequests(context: BrowserContext): Traffic {
  const known = trafficByContext.get(context);
  if (known) return known;
  const traffic: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const settle = (request: Request) => {
    traffic.inFlight.delete(request);
    traffic.lastChange = Date.now();
  };
  context.on('request', (request) => {
    traffic.inFlight.add(request);
    traffic.lastChange = Date.now();
  });
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  trafficByContext.set(context, traffic);
  return traffic;
}

/** Resolves once no request of the page's context has started or been in flight for half a second. */
export async function networkQuiet(page: Page, timeout = 45_000): Promise<void> {
  const traffic = trackRequests(page.context());
  const deadline = Date.now() + timeout;
  while (traffic.inFlight.size > 0 || Date.now() - traffic.lastChange < QUIET_MS) {
    if (Date.now() > deadline) {
      const pending = [...traffic.inFlight].map((request) => request.url());
      throw new Error(
        `the network of ${page.url()} was not quiet for ${QUIET_MS} ms within ${timeout} ms; in flight: ${pending.join(', ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
