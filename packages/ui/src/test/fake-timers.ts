import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library can drive. Its async wrapper waits on a `setTimeout(0)` and
 * only advances fake clocks when it sees a `jest` global, so a minimal one is stubbed in.
 * Undo with `vi.useRealTimers()` and `vi.unstubAllGlobals()`.
 */
export function useFakeTimersForUser() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
