import { vi } from 'vitest';

/**
 * Installs a `window.matchMedia` whose queries match when `matches(query)` says so, and returns
 * a function that flips the answers and fires `change` on every list created so far.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  let answer = matches;
  const lists: { query: string; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  const matchMedia = vi.fn((query: string) => {
    const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return answer(query);
      },
      onchange: null,
      addEventListener: (_: 'change', fn: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(fn),
      removeEventListener: (_: 'change', fn: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(fn),
      addListener: (fn: (event: MediaQueryListEvent) => void) => entry.listeners.add(fn),
      removeListener: (fn: (event: MediaQueryListEvent) => void) => entry.listeners.delete(fn),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return (next: (query: string) => boolean) => {
    answer = next;
    for (const { query, listeners } of lists) {
      for (const fn of listeners) fn({ matches: next(query), media: query } as MediaQueryListEvent);
    }
  };
}
