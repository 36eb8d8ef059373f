/** The contact form as a pure state machine: idle → loading → success | rate-limited | error → idle. */
import type { ContactField, ContactFieldErrors, ContactFields } from './shared-rules.ts';

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

export const EMPTY_VALUES: ContactFields = { name: '', email: '', message: '' };

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
