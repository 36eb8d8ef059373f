import { Grid, TextArea, TextField } from '@agency/ui';
import type { UseContactFormResult } from '@agency/contact-client/react';
import type { ContactField } from '@agency/contact-client';
import type { ContactFormCopy } from './ContactForm';

/** Name and e-mail side by side on a wide screen, then the message: each with its label, placeholder and error. */
export function ContactFields({
  ids,
  copy,
  form,
}: {
  /** Each field's element id. */
  ids: Record<ContactField, string>;
  copy: ContactFormCopy;
  form: Pick<UseContactFormResult, 'values' | 'errors' | 'disabled' | 'handleChange'>;
}) {
  // What every field takes the same way: its id, name, copy, state and error.
  const field = (name: ContactField) => ({
    id: ids[name],
    name,
    label: copy[name].label,
    placeholder: copy[name].placeholder,
    required: true,
    disabled: form.disabled,
    value: form.values[name],
    onChange: form.handleChange,
    error: form.errors[name],
  });
  return (
    <>
      <Grid columns={{ sm: 2 }} gap={5}>
        <TextField {...field('name')} type="text" autoComplete="name" />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
      </Grid>
      <TextArea {...field('message')} rows={4} />
    </>
  );
}
