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
  return (
    <>
      <Grid columns={{ sm: 2 }} gap={5}>
        <TextField
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          label={copy.name.label}
          placeholder={copy.name.placeholder}
          required
          disabled={form.disabled}
          value={form.values.name}
          onChange={form.handleChange}
          error={form.errors.name}
        />
        <TextField
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          label={copy.email.label}
          placeholder={copy.email.placeholder}
          required
          disabled={form.disabled}
          value={form.values.email}
          onChange={form.handleChange}
          error={form.errors.email}
        />
      </Grid>
      <TextArea
        id={ids.message}
        name="message"
        rows={4}
        label={copy.message.label}
        placeholder={copy.message.placeholder}
        required
        disabled={form.disabled}
        value={form.values.message}
        onChange={form.handleChange}
        error={form.errors.message}
      />
    </>
  );
}
