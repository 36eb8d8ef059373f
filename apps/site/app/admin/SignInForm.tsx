import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Heading, Notice, SubmitButton, TextField } from '@agency/ui';
import { Panel, ToolPage } from '@agency/ui/admin';
import type { AuthClient } from './backend';

const copy = adminPage.signIn;

function messageFor(error: { status?: number; code?: string }): string {
  if (error.code === 'invalid_credentials' || error.status === 400) return copy.wrongCredentials;
  if (error.status === 429) return copy.tooManyAttempts;
  return copy.unreachable;
}

/** E-mail + password sign-in; a failed attempt keeps what was typed. */
export function SignInForm({ auth, notice }: { auth: AuthClient; notice: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await auth.signInWithPassword({ email, password }).catch(() => null);
    setPending(false);
    if (result === null) setError(copy.unreachable);
    else if (result.error) setError(messageFor(result.error));
  }

  return (
    <ToolPage width="narrow">
      <Heading as="h1" size="2xl">
        {adminPage.heading}
      </Heading>
      <Panel as="form" title={copy.heading} gap={4} onSubmit={submit} noValidate>
        <Notice tone={error ? 'error' : 'info'}>{error ?? notice}</Notice>
        <TextField
          label={copy.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={copy.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton loading={pending} loadingLabel={copy.submitting}>
          {copy.submit}
        </SubmitButton>
      </Panel>
    </ToolPage>
  );
}
