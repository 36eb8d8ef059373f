/**
 * Test harness: drives `useContactForm` the way the form's tests drove the former framework-free controller
 * (change, submit, state), so those tests keep their expectations word for word.
 */
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { vi } from 'vitest';
import { useContactForm, type ContactFormState, type UseContactFormOptions } from './form.ts';
import type { ContactField } from './rules.ts';

export interface ContactFormHarness {
  getState(): ContactFormState;
  /** Counts renders: the hook re-renders the form for every change of its state. */
  subscribe(listener: () => void): () => void;
  change(field: ContactField, value: string): void;
  changeHoneypot(value: string): void;
  /** Starts the submit at once (validation, limit, `loading`); awaiting it lets the attempt settle. */
  submit(): Promise<void>;
  dispose(): void;
}

export function renderContactForm(options: UseContactFormOptions = {}): ContactFormHarness {
  const listeners = new Set<() => void>();
  const { result, unmount } = renderHook(() => {
    const form = useContactForm(options);
    for (const listener of listeners) listener();
    return form;
  });
  return {
    getState: () => ({
      status: result.current.status,
      values: result.current.values,
      honeypot: result.current.honeypotProps.value,
      errors: result.current.errors,
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (field, value) => act(() => result.current.setFieldValue(field, value)),
    changeHoneypot: (value) =>
      act(() =>
        result.current.honeypotProps.onChange({
          target: { value },
        } as ChangeEvent<HTMLInputElement>),
      ),
    submit() {
      let pending!: Promise<void>;
      act(() => {
        pending = result.current.handleSubmit();
      });
      const settled = () => act(async () => await pending);
      return { then: (done, failed) => settled().then(done, failed) } as Promise<void>;
    },
    dispose: unmount,
  };
}

/** Fake time passing, with the state updates its timers make (the 5 s return to idle). */
export function advanceTimersByTime(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

export function runAllTimers(): void {
  act(() => {
    vi.runAllTimers();
  });
}
