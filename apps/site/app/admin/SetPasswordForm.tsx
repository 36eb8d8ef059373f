import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/supabase/inbox';
import { Notice, SubmitButton, Text, TextField } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { AccountForm } from './AccountForm';
import type { AdminActionResult } from './inbox-data';
import { useIntents } from './intents';

const copy = adminPage.account;

/**
 * A new password, typed twice: after a recovery link, or asked for while signed in. Saving it ends every other session
 * of the account (Supabase Auth does); this one stays.
 */
export function SetPasswordForm({
  email,
  reason,
  result,
}: {
  email: string;
  reason: 'recovery' | 'change';
  result: AdminActionResult | undefined;
}) {
  const { submit, pending } = useIntents();
  const saving = pending?.intent === 'set-password';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const error = !saving && result && 'passwordError' in result ? result.passwordError : null;

  function save(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    submit('set-password', { password, confirm });
  }

  return (
    <AccountForm
      title={reason === 'recovery' ? copy.setHeading : copy.changeHeading}
      onSubmit={save}
    >
      <Notice tone="error">{error}</Notice>
      <Text>{copy.forAccount(email)}</Text>
      {/* Password managers file the new password under the account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        label={copy.newPassword}
        hint={copy.hint(STAFF_PASSWORD_MIN_LENGTH)}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={copy.confirmPassword}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <SubmitButton loading={saving} loadingLabel={copy.saving}>
        {copy.save}
      </SubmitButton>
      {reason === 'change' ? <RouterLink href="/admin">{copy.cancel}</RouterLink> : null}
    </AccountForm>
  );
}
