import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that always calls the latest `fn`, for timers and listeners set up in effects.
 * (React's `useEffectEvent` needs 19.2; the package supports every React 19.)
 */
export function useEventCallback<Args extends unknown[], R>(
  fn: (...args: Args) => R,
): (...args: Args) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: Args) => ref.current(...args), []);
}
