/** `useContactForm`: the contact form state machine for React components. */
import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import {
  createContactFormController,
  type ContactFormControllerOptions,
} from './form-controller.ts';
import type { ContactFormErrors, ContactFormStatus } from './form-state.ts';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFields,
} from './shared-rules.ts';

/** Spec §4: the button reads this while the message is being sent. */
export const SENDING_LABEL = 'Sending...';
export const DEFAULT_SUBMIT_LABEL = 'Send Message';

export interface UseContactFormOptions extends ContactFormControllerOptions {
  /** Button text while not sending. */
  submitLabel?: string;
}

export interface HoneypotInputProps {
  name: typeof HONEYPOT_FIELD;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  tabIndex: -1;
  autoComplete: 'off';
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
  /** 'Sending...' while loading, else the submit label. */
  submitLabel: string;
  /** For inputs named `name`, `email`, `message`. */
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  setFieldValue: (field: ContactField, value: string) => void;
  /** Form `onSubmit`: prevents the page load and submits. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Spread on a visually hidden `<input>` that people never see (wrap it in an `aria-hidden` container). */
  honeypotProps: HoneypotInputProps;
}

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

export function useContactForm(options: UseContactFormOptions = {}): UseContactFormResult {
  const [controller] = useState(() => createContactFormController(options));
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  useEffect(() => () => controller.dispose(), [controller]);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (isContactField(event.target.name))
        controller.change(event.target.name, event.target.value);
    },
    [controller],
  );
  const handleHoneypot = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => controller.changeHoneypot(event.target.value),
    [controller],
  );
  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      await controller.submit();
    },
    [controller],
  );

  const loading = state.status === 'loading';
  return {
    values: state.values,
    errors: state.errors,
    status: state.status,
    message: state.status === 'success' ? CONTACT_MESSAGES.success : state.errors.general,
    disabled: loading,
    submitLabel: loading ? SENDING_LABEL : (options.submitLabel ?? DEFAULT_SUBMIT_LABEL),
    handleChange,
    setFieldValue: controller.change,
    handleSubmit,
    honeypotProps: {
      name: HONEYPOT_FIELD,
      value: state.honeypot,
      onChange: handleHoneypot,
      tabIndex: -1,
      autoComplete: 'off',
    },
  };
}
