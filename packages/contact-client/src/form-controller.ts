/**
 * The contact form's behaviour without a UI framework: validation, the client rate limit, sending and the timed
 * return to idle. The React hook is a thin subscription to this.
 */
import { payloadContextFromBrowser } from './browser-context.ts';
import {
  contactFormReducer,
  INITIAL_FORM_STATE,
  type ContactFormAction,
  type ContactFormState,
} from './form-state.ts';
import { buildContactPayload, type PayloadContext } from './payload.ts';
import { sharedClientRateLimiter, type ClientRateLimiter } from './rate-limiter.ts';
import {
  CONTACT_MESSAGES,
  hasErrors,
  validateContactForm,
  type ContactField,
  type ContactRequestBody,
} from './shared-rules.ts';
import { createAttemptKeys } from './idempotency-key.ts';
import type { SubmitOptions } from './submit-contact.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

/** Success, rate-limited and error states return to idle after 5 seconds. */
export const STATUS_RESET_MS = 5000;

export type SendContact = (
  body: ContactRequestBody,
  options?: SubmitOptions,
) => Promise<SubmitOutcome>;

export interface ContactFormControllerOptions {
  /** Sends the payload; defaults to loading the functions client on first use. */
  send?: SendContact;
  rateLimiter?: ClientRateLimiter;
  payloadContext?: (honeypot: string) => PayloadContext;
  /** Makes the `Idempotency-Key` of each attempt; random by default. */
  newIdempotencyKey?: () => string;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface ContactFormController {
  getState(): ContactFormState;
  subscribe(listener: () => void): () => void;
  change(field: ContactField, value: string): void;
  changeHoneypot(value: string): void;
  /** Validates, checks the rate limit, sends; resolves when the attempt has settled. */
  submit(): Promise<void>;
  /** Cancels a pending return to idle (on unmount). */
  dispose(): void;
}

const loadAndSend: SendContact = async (body, options) => {
  const { submitContact } = await import('./submit-contact.ts');
  return submitContact(body, options);
};

export function createContactFormController(
  options: ContactFormControllerOptions = {},
): ContactFormController {
  const send = options.send ?? loadAndSend;
  const rateLimiter = options.rateLimiter ?? sharedClientRateLimiter();
  const payloadContext = options.payloadContext ?? payloadContextFromBrowser;
  const attemptKeys = createAttemptKeys(options.newIdempotencyKey);
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  let state = INITIAL_FORM_STATE;
  let resetTimer: unknown;
  const listeners = new Set<() => void>();

  const cancelReset = () => {
    if (resetTimer !== undefined) cancel(resetTimer);
    resetTimer = undefined;
  };
  const dispatch = (action: ContactFormAction) => {
    const next = contactFormReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const settle = (action: ContactFormAction) => {
    dispatch(action);
    cancelReset();
    resetTimer = schedule(() => {
      resetTimer = undefined;
      dispatch({ type: 'reset' });
    }, STATUS_RESET_MS);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: (field, value) => dispatch({ type: 'change', field, value }),
    changeHoneypot: (value) => dispatch({ type: 'change-honeypot', value }),
    async submit() {
      if (state.status === 'loading') return;
      const errors = validateContactForm(state.values);
      if (hasErrors(errors)) {
        cancelReset();
        dispatch({ type: 'validation-failed', errors });
        return;
      }
      if (!rateLimiter.tryAcquire().allowed) {
        settle({ type: 'rate-limited', message: CONTACT_MESSAGES.rateLimited });
        return;
      }
      cancelReset();
      dispatch({ type: 'submit-started' });
      const body = buildContactPayload(state.values, payloadContext(state.honeypot));
      const idempotencyKey = attemptKeys.keyFor(body);
      let outcome: SubmitOutcome;
      try {
        outcome = await send(body, { idempotencyKey });
      } catch {
        outcome = { status: 'error', message: CONTACT_MESSAGES.unexpected };
      }
      if (outcome.status === 'success') {
        attemptKeys.succeeded();
        settle({ type: 'submit-succeeded' });
      } else if (outcome.status === 'rate-limited')
        settle({ type: 'rate-limited', message: outcome.message || CONTACT_MESSAGES.rateLimited });
      else
        settle({
          type: 'submit-failed',
          message: outcome.message || CONTACT_MESSAGES.tryAgainLater,
        });
    },
    dispose: cancelReset,
  };
}
