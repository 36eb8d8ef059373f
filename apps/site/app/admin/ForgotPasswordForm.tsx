import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Heading, Notice, SubmitButton, Text, TextField } from '@agency/ui';
import { Panel, ToolPage } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
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
    <ToolPage width="narrow">
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <Panel as="form" title={copy.forgotHeading} gap={4} onSubmit={send} noValidate>
        {answer && 'sent' in answer ? (
          <Notice tone="success">{answer.sent}</Notice>
        ) : (
          <Notice tone={answer ? 'error' : 'info'}>{answer ? answer.error : notice}</Notice>
        )}
        <Text>{copy.forgotIntro}</Text>
        <TextField
          label={adminPage.signIn.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton loading={sending} loadingLabel={copy.sending}>
          {copy.send}
        </SubmitButton>
        <RouterLink href="/admin">{copy.backToSignIn}</RouterLink>
      </Panel>
    </ToolPage>
  );
}
