import type { FormEvent, ReactNode } from 'react';
import { adminPage } from '@agency/content';
import { Heading, TextField } from '@agency/ui';
import { Panel, ToolPage } from '@agency/ui/admin';

/** The page of a form about the staff account (sign-in, a recovery link, a new password): the inbox's heading, then the form. */
export function AccountForm({
  title,
  onSubmit,
  children,
}: {
  /** The form's heading, which also names it. */
  title: string;
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <ToolPage width="narrow">
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <Panel as="form" title={title} gap={4} onSubmit={onSubmit} noValidate>
        {children}
      </Panel>
    </ToolPage>
  );
}

/** The staff account's e-mail address, filed by password managers as the account's name. */
export function StaffEmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={adminPage.signIn.email}
      type="email"
      name="email"
      autoComplete="username"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
