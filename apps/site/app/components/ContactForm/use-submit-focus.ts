import { useEffect, useRef, type FormEvent } from 'react';
import type { UseContactFormResult } from '@agency/contact-client/react';
import { CONTACT_FIELDS, type ContactFormStatus } from '@agency/contact-client';

/** Outcomes of a sent submit: focus moves to their notice. */
const OUTCOMES: readonly ContactFormStatus[] = ['success', 'rate-limited', 'error'];

/**
 * Where focus goes after a submit: to the first field that needs attention when the submit was blocked, else to the
 * notice that tells the outcome once it is known (the disabled button lost it). Returns the form's and the notice's
 * refs and the form's submit handler, which calls `submit`.
 */
export function useSubmitFocus({
  errors,
  status,
  submit,
}: {
  errors: UseContactFormResult['errors'];
  status: ContactFormStatus;
  submit: UseContactFormResult['handleSubmit'];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  const focusNotice = useRef(false);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  useEffect(() => {
    if (!focusNotice.current || !OUTCOMES.includes(status)) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    focusFirstError.current = true;
    focusNotice.current = true;
    void submit(event);
  };
  return { formRef, noticeRef, onSubmit };
}
