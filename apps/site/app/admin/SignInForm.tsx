import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Notice, SubmitButton, TextField } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { AccountForm, StaffEmailField } from './AccountForm';
import type { AdminActionResult } from './inbox-data';
import { useIntents } from './intents';

const copy = adminPage.signIn;

/** E-mail + password sign-in; a failed attempt keeps what was typed. */
export function SignInForm({
  notice,
  result,
}: {
  notice: string | null;
  result: AdminActionResult | undefined;
}) {
  const { submit, pending } = useIntents();
  const signingIn = pending?.intent === 'sign-in';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Until the attempt is answered, neither its error nor the last one shows.
  const error = !signingIn && result && 'signInError' in result ? result.signInError : null;

  function signIn(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    submit('sign-in', { email, password });
  }

  return (
    <AccountForm title={copy.heading} onSubmit={signIn}>
      <Notice tone={error ? 'error' : 'info'}>{error ?? notice}</Notice>
      <StaffEmailField value={email} onChange={setEmail} />
      <TextField
        label={copy.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton loading={signingIn} loadingLabel={copy.submitting}>
        {copy.submit}
      </SubmitButton>
      <RouterLink href="/admin?account=forgot">{adminPage.account.forgotLink}</RouterLink>
    </AccountForm>
  );
}
