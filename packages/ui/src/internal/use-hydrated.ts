import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating, true afterwards (and on a plain client render).
 * Components render their native, script-free markup until then (prerendered HTML must work
 * without JavaScript), and their enhanced markup once scripts run.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
