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

export type UseContactFormOptions = ContactFormControllerOptions;

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
  /** Form `onSubmit`: prevents the page load and submits. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
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

  return {
    values: state.values,
    errors: state.errors,
    status: state.status,
    message: state.status === 'success' ? CONTACT_MESSAGES.success : state.errors.general,
    disabled: state.status === 'loading',
    handleChange,
    setFieldValue: controller.change,
    handleSubmit,
    honeypotProps: {
      name: HONEYPOT_FIELD,
      value: state.honeypot,
      onChange: handleHoneypot,
    },
  };
}
