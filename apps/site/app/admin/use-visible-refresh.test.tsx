import { act, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REFRESH_MS,
  nextRefreshDelay,
  REFRESH_MS,
  SLOW_REFRESH_MS,
  useVisibleRefresh,
} from './use-visible-refresh';

let visibility: DocumentVisibilityState = 'visible';

/** A route whose loader is `refresh` and whose page refreshes it; the first data comes with the page. */
function renderRefreshing(refresh: () => Promise<unknown>) {
  function Page() {
    useVisibleRefresh();
    return null;
  }
  const Stub = createRoutesStub([
    {
      id: 'inbox',
      path: '/',
      Component: Page,
      loader: async () => {
        await refresh();
        return null;
      },
    },
  ]);
  render(<Stub hydrationData={{ loaderData: { inbox: null } }} />);
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVisibleRefresh', () => {
  it('loads the route data again every minute while the page is visible', async () => {
    const refresh = vi.fn(async () => undefined);
    renderRefreshing(refresh);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('never refreshes while hidden, and catches up once when the page shows again', async () => {
    const refresh = vi.fn(async () => undefined);
    renderRefreshing(refresh);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 5));
    expect(refresh).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(refresh).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each slow refresh, and returns to every minute once they are fast', async () => {
    let duration = SLOW_REFRESH_MS + 1000;
    const started: number[] = [];
    const refresh = vi.fn(async () => {
      started.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, duration));
    });
    renderRefreshing(refresh);
    await act(() =>
      vi.advanceTimersByTimeAsync(REFRESH_MS + 2 * REFRESH_MS + 4 * REFRESH_MS + 3 * duration),
    );
    const gaps = started.slice(1).map((time, index) => time - started[index]! - duration);
    expect(gaps).toEqual([2 * REFRESH_MS, 4 * REFRESH_MS]);

    duration = 10;
    await act(() => vi.advanceTimersByTimeAsync(20 * REFRESH_MS));
    const [previous, last] = started.slice(-2);
    expect(last! - previous!).toBe(REFRESH_MS + duration);
  });
});

describe('nextRefreshDelay', () => {
  it('doubles after a slow refresh up to the ceiling', () => {
    expect(nextRefreshDelay(100, REFRESH_MS)).toBe(REFRESH_MS);
    expect(nextRefreshDelay(SLOW_REFRESH_MS + 1, REFRESH_MS)).toBe(2 * REFRESH_MS);
    expect(nextRefreshDelay(SLOW_REFRESH_MS + 1, MAX_REFRESH_MS)).toBe(MAX_REFRESH_MS);
  });
});
