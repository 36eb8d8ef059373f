import { useCallback, useState } from 'react';

/**
 * State that is controlled when `value` is defined and uncontrolled otherwise
 * (`value` / `defaultValue` / `onValueChange`, after Radix).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onValueChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  return [current, set];
}
