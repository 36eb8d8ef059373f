/**
 * `useContactForm`: the contact form's state and behaviour for React. Validation, the client rate limit, sending and
 * the timed return to idle; the state moves idle → loading → success | rate-limited | error → idle.
 */
import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  buildContactPayload,
  hasErrors,
  HONEYPOT_FIELD,
  payloadContextFromBrowser,
  sharedClientRateLimiter,
  validateContactForm,
  type ClientRateLimiter,
  type ContactField,
  type ContactFieldErrors,
  type ContactFields,
  type ContactRequestBody,
  type PayloadContext,
} from './rules.ts';
import type { SubmitOptions, SubmitOutcome } from './send.ts';

/** Success, rate-limited and error states return to idle after 5 seconds. */
export const STATUS_RESET_MS = 5000;

export type ContactFormStatus = 'idle' | 'loading' | 'success' | 'rate-limited' | 'error';

/** Per-field messages plus the general one shown for rate-limited and error states. */
export interface ContactFormErrors extends ContactFieldErrors {
  general?: string;
}

export interface ContactFormState {
  status: ContactFormStatus;
  values: ContactFields;
  /** The hidden field only bots fill in. */
  honeypot: string;
  errors: ContactFormErrors;
}

export type ContactFormAction =
  | { type: 'change'; field: ContactField; value: string }
  | { type: 'change-honeypot'; value: string }
  | { type: 'validation-failed'; errors: ContactFieldErrors }
  | { type: 'submit-started' }
  | { type: 'submit-succeeded' }
  | { type: 'rate-limited'; message: string }
  | { type: 'submit-failed'; message: string }
  | { type: 'reset' };

const EMPTY_VALUES: ContactFields = { name: '', email: '', message: '' };

export const INITIAL_FORM_STATE: ContactFormState = {
  status: 'idle',
  values: EMPTY_VALUES,
  honeypot: '',
  errors: {},
};

export function contactFormReducer(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'change': {
      // Inputs are disabled while sending; a late event must not change what is being sent.
      if (state.status === 'loading') return state;
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'change-honeypot':
      return state.status === 'loading' ? state : { ...state, honeypot: action.value };
    case 'validation-failed':
      return { ...state, status: 'idle', errors: action.errors };
    case 'submit-started':
      return { ...state, status: 'loading', errors: {} };
    case 'submit-succeeded':
      return { status: 'success', values: EMPTY_VALUES, honeypot: '', errors: {} };
    case 'rate-limited':
      return { ...state, status: 'rate-limited', errors: { general: action.message } };
    case 'submit-failed':
      return { ...state, status: 'error', errors: { general: action.message } };
    case 'reset':
      return { ...state, status: 'idle', errors: {} };
  }
}

export type SendContact = (
  body: ContactRequestBody,
  options?: SubmitOptions,
) => Promise<SubmitOutcome>;

/** 32 random hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per attempt: kept while the visitor sends the same name, e-mail and message again (a retry),
 * new once the text changes or after a success.
 */
function createAttemptKeys(generate: () => string) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(values: ContactFields): string {
      const fingerprint = JSON.stringify([values.name, values.email, values.message]);
      if (current?.fingerprint !== fingerprint) current = { key: generate(), fingerprint };
      return current.key;
    },
    succeeded() {
      current = null;
    },
  };
}

const loadAndSend: SendContact = async (body, options) => {
  const { submitContact } = await import('./send.ts');
  return submitContact(body, options);
};

/** The action that settles a sent submit. */
function settledBy(outcome: SubmitOutcome): ContactFormAction {
  if (outcome.status === 'success') return { type: 'submit-succeeded' };
  if (outcome.status === 'rate-limited')
    return { type: 'rate-limited', message: outcome.message || CONTACT_MESSAGES.rateLimited };
  return { type: 'submit-failed', message: outcome.message || CONTACT_MESSAGES.tryAgainLater };
}

export interface UseContactFormOptions {
  /** Sends the payload; defaults to loading the functions client on first use. */
  send?: SendContact;
  rateLimiter?: ClientRateLimiter;
  payloadContext?: (honeypot: string) => PayloadContext;
  /** Makes the `Idempotency-Key` of each attempt; random by default. */
  newIdempotencyKey?: () => string;
  /** The fields' first values (text a visitor typed before the form's script ran); empty by default. */
  initialValues?: Partial<ContactFields>;
}

/**
 * The submit of one form: validates, checks the client rate limit, sends and settles; every outcome starts its own
 * 5 s to idle, which a new submit or a blocked one cancels. The state itself is React's (`useReducer`).
 */
function createSubmit(
  options: UseContactFormOptions,
  dispatch: (action: ContactFormAction) => void,
) {
  const send = options.send ?? loadAndSend;
  const rateLimiter = options.rateLimiter ?? sharedClientRateLimiter();
  const payloadContext = options.payloadContext ?? payloadContextFromBrowser;
  const attemptKeys = createAttemptKeys(options.newIdempotencyKey ?? newIdempotencyKey);
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelReset = () => clearTimeout(resetTimer);
  const settle = (action: ContactFormAction) => {
    dispatch(action);
    cancelReset();
    resetTimer = setTimeout(() => dispatch({ type: 'reset' }), STATUS_RESET_MS);
  };

  const submit = async ({ status, values, honeypot }: ContactFormState): Promise<void> => {
    if (status === 'loading') return;
    const errors = validateContactForm(values);
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
    const body = buildContactPayload(values, payloadContext(honeypot));
    let outcome: SubmitOutcome;
    try {
      outcome = await send(body, { idempotencyKey: attemptKeys.keyFor(body) });
    } catch {
      outcome = { status: 'error', message: CONTACT_MESSAGES.unexpected };
    }
    if (outcome.status === 'success') attemptKeys.succeeded();
    settle(settledBy(outcome));
  };
  return [submit, cancelReset] as const;
}

/** For the honeypot input (`HoneypotField` of @agency/ui hides it and keeps it out of the tab order). */
export interface HoneypotInputProps {
  name: typeof HONEYPOT_FIELD;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface UseContactFormResult {
  values: ContactFields;
  /** Per-field messages and `general` (rate-limited or error text). */
  errors: ContactFormErrors;
  status: ContactFormStatus;
  /** The notice to show above the button: green success, yellow rate-limited, red error; undefined otherwise. */
  message: string | undefined;
  /** True while sending: disable the inputs and the button. */
  disabled: boolean;
  /** For inputs named `name`, `email`, `message`. */
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Takes over a value the state does not know yet (text typed before hydration). */
  setFieldValue: (field: ContactField, value: string) => void;
  /** Form `onSubmit`: prevents the page load, validates, checks the rate limit, sends; resolves once settled. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  honeypotProps: HoneypotInputProps;
}

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

export function useContactForm(options: UseContactFormOptions = {}): UseContactFormResult {
  const [state, dispatch] = useReducer(
    contactFormReducer,
    options.initialValues,
    (values): ContactFormState => ({
      ...INITIAL_FORM_STATE,
      values: { ...INITIAL_FORM_STATE.values, ...values },
    }),
  );
  const [[submit, cancelReset]] = useState(() => createSubmit(options, dispatch));
  useEffect(() => cancelReset, [cancelReset]);
  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      await submit(state);
    },
    [state, submit],
  );

  const setFieldValue = useCallback(
    (field: ContactField, value: string) => dispatch({ type: 'change', field, value }),
    [],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (isContactField(event.target.name)) setFieldValue(event.target.name, event.target.value);
    },
    [setFieldValue],
  );
  const handleHoneypot = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'change-honeypot', value: event.target.value }),
    [],
  );

  const { status, values, honeypot } = state;
  return {
    values,
    errors: state.errors,
    status,
    message: status === 'success' ? CONTACT_MESSAGES.success : state.errors.general,
    disabled: status === 'loading',
    handleChange,
    setFieldValue,
    handleSubmit,
    honeypotProps: { name: HONEYPOT_FIELD, value: honeypot, onChange: handleHoneypot },
  };
}
