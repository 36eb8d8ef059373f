import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { SubmitButton, TextField } from '@agency/ui';
import { Panel } from '@agency/ui/admin';

const copy = adminPage.staff;

/** An owner's invitation of a colleague by e-mail. */
export function InviteForm({
  inviting,
  onInvite,
}: {
  inviting: boolean;
  onInvite: (email: string) => void;
}) {
  const [email, setEmail] = useState('');

  function invite(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    onInvite(email);
  }

  return (
    <Panel as="form" title={copy.inviteHeading} gap={4} onSubmit={invite} noValidate>
      <TextField
        label={copy.inviteEmail}
        hint={copy.inviteHint}
        type="email"
        name="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton loading={inviting} loadingLabel={copy.inviting}>
        {copy.invite}
      </SubmitButton>
    </Panel>
  );
}
