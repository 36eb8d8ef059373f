import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** How often the inbox looks for new submissions while someone looks at it. */
export const REFRESH_MS = 60_000;
/** A refresh slower than this means the backend is busy: the next one waits twice as long. */
export const SLOW_REFRESH_MS = 2_000;
/** The longest a visible inbox goes without refreshing, however slow the backend. */
export const MAX_REFRESH_MS = 10 * 60_000;

/** The wait before the next refresh, given how long the last one took and the wait before it. */
export function nextRefreshDelay(lastDurationMs: number, previousDelayMs: number): number {
  return lastDurationMs > SLOW_REFRESH_MS
    ? Math.min(previousDelayMs * 2, MAX_REFRESH_MS)
    : REFRESH_MS;
}

/**
 * Loads the route's data again (React Router's revalidation) every REFRESH_MS while the page is visible, and when it
 * becomes visible or regains focus once a refresh is due; never while hidden, never two at once, and less often while
 * refreshes are slow.
 */
export function useVisibleRefresh(): void {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    let delay = REFRESH_MS;
    let dueAt = Date.now() + delay;
    let running = false;
    let timer: number | undefined;

    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(run, Math.max(0, dueAt - Date.now()));
    };
    async function run() {
      if (running || document.visibilityState !== 'visible' || Date.now() < dueAt) return;
      running = true;
      const started = Date.now();
      try {
        await revalidate();
      } finally {
        running = false;
        delay = nextRefreshDelay(Date.now() - started, delay);
        dueAt = Date.now() + delay;
        schedule();
      }
    }

    const onShow = () => void run();
    schedule();
    window.addEventListener('focus', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [revalidate]);
}
