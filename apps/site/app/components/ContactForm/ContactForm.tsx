import { useState, useSyncExternalStore } from 'react';
import { HoneypotField, Notice, Stack, SubmitButton, type NoticeTone } from '@agency/ui';
import { useContactForm } from '@agency/contact-client/react';
import {
  CONTACT_FIELDS,
  contactFormAction,
  type ClientRateLimiter,
  type ContactField,
  type ContactFormStatus,
  type SendContact,
} from '@agency/contact-client';
import * as styles from './ContactForm.css';
import { ContactFields } from './ContactFields';
import { useSubmitFocus } from './use-submit-focus';

/** Field labels, placeholders and button texts (the loader passes `contactFormCopy`). */
export interface ContactFormCopy extends Readonly<
  Record<ContactField, { readonly label: string; readonly placeholder: string }>
> {
  readonly submitLabel: string;
  readonly submittingLabel: string;
}

export interface ContactFormProps {
  /** Prefix for the form's element ids; distinct per page section ("home-contact", "contact"). */
  id: string;
  copy: ContactFormCopy;
  /** Id of the visible heading that names the form. */
  labelledBy?: string;
  /** Network seam for tests: replaces the functions client (the state machine stays real). */
  send?: SendContact;
  /** Rate-limit seam for tests; defaults to the limiter shared by every form on the page. */
  rateLimiter?: ClientRateLimiter;
}

const noticeTone: Partial<Record<ContactFormStatus, NoticeTone>> = {
  success: 'success',
  'rate-limited': 'warning',
  error: 'error',
};

/** Where the prerendered form posts when JavaScript never runs (the contact function, which answers 303). */
const ACTION = contactFormAction();

/**
 * Text a visitor typed into the prerendered form before its script ran. The first render starts from it: hydration
 * then keeps it in the fields (Preact sets a textarea's value as it hydrates) and it is sent.
 */
function typedBeforeHydration(id: string): Partial<Record<ContactField, string>> {
  if (typeof document === 'undefined') return {};
  const typed: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const control = document.getElementById(`${id}-${field}`);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      if (control.value !== '') typed[field] = control.value;
  }
  return typed;
}

const subscribeNever = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/**
 * The contact form: name, email, message, a honeypot, the status notice and the submit button.
 * Behaviour comes from `useContactForm` (validation, client rate limit, sending, timed reset).
 * The prerendered HTML is a plain form that posts to the contact function (which answers with a
 * redirect to the "sent" or "not sent" page) and keeps the browser's own `required` validation for
 * visitors without JavaScript; once hydrated, the form validates in JS, sends with `fetch` and shows
 * the messages under the fields and in the notice, which then takes focus.
 */
export function ContactForm({ id, copy, labelledBy, send, rateLimiter }: ContactFormProps) {
  const [initialValues] = useState(() => typedBeforeHydration(id));
  const form = useContactForm({
    initialValues,
    ...(send ? { send } : {}),
    ...(rateLimiter ? { rateLimiter } : {}),
  });
  const { errors, status, disabled } = form;
  const { formRef, noticeRef, onSubmit } = useSubmitFocus({
    errors,
    status,
    submit: form.handleSubmit,
  });
  // JS takes over validation only once hydrated; the prerendered HTML has no `noValidate`.
  const hydrated = useSyncExternalStore(subscribeNever, clientSnapshot, serverSnapshot);

  const tone = noticeTone[status] ?? 'info';
  const ids = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, `${id}-${field}`]),
  ) as Record<ContactField, string>;

  return (
    <form
      ref={formRef}
      id={id}
      className={styles.form}
      method="post"
      action={ACTION}
      data-contact-form=""
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      aria-busy={disabled || undefined}
      onSubmit={onSubmit}
    >
      <ContactFields ids={ids} copy={copy} form={form} />
      <HoneypotField {...form.honeypotProps} />
      <Notice tone={tone} id={`${id}-notice`} focusable ref={noticeRef}>
        {form.message}
      </Notice>
      <Stack direction="row" align="center" gap={4}>
        <SubmitButton
          size="lg"
          fullWidth
          loading={status === 'loading'}
          loadingLabel={copy.submittingLabel}
          className={styles.submit}
        >
          {copy.submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
