import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Notice, SubmitButton, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { AccountForm, StaffEmailField } from './AccountForm';
import type { AdminActionResult } from './inbox-data';
import { useIntents } from './intents';

const copy = adminPage.account;

/** Asks for a recovery link by e-mail; says the same whether the address has an account or not. */
export function ForgotPasswordForm({
  notice,
  result,
}: {
  /** Why the form shows (a link that expired). */
  notice: string | null;
  result: AdminActionResult | undefined;
}) {
  const { submit, pending } = useIntents();
  const sending = pending?.intent === 'forgot';
  const [email, setEmail] = useState('');
  const answer = !sending && result && 'forgot' in result ? result.forgot : null;

  function send(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    submit('forgot', { email });
  }

  return (
    <AccountForm title={copy.forgotHeading} onSubmit={send}>
      {answer && 'sent' in answer ? (
        <Notice tone="success">{answer.sent}</Notice>
      ) : (
        <Notice tone={answer ? 'error' : 'info'}>{answer ? answer.error : notice}</Notice>
      )}
      <Text>{copy.forgotIntro}</Text>
      <StaffEmailField value={email} onChange={setEmail} />
      <SubmitButton loading={sending} loadingLabel={copy.sending}>
        {copy.send}
      </SubmitButton>
      <RouterLink href="/admin">{copy.backToSignIn}</RouterLink>
    </AccountForm>
  );
}
