import { useState, type FormEvent } from 'react';
import { adminPage } from '@agency/content';
import { Button, Heading, Notice, Stack, SubmitButton, TextField } from '@agency/ui';
import { Badge, ConfirmDialog, EmailAddress, Panel, ToolPage } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { StaffMember } from './backend';
import type { PageNotice } from './inbox-data';
import { useIntents } from './intents';

const copy = adminPage.staff;

/**
 * Who works the inbox. An owner invites a colleague by e-mail and takes someone off the list (with a named
 * confirmation); a member sees the list only. The server decides either way (403 for a member).
 */
export function StaffScreen({
  userId,
  staff,
  notice,
}: {
  userId: string;
  staff: StaffMember[] | null;
  notice: PageNotice | null;
}) {
  const { submit, pending } = useIntents();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [email, setEmail] = useState('');
  const isOwner = staff?.some((member) => member.id === userId && member.role === 'owner') ?? false;
  const busy = pending?.state === 'submitting';

  function invite(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    submit('invite', { email });
  }

  return (
    <ToolPage width="narrow">
      <Stack gap={3}>
        <Heading as="h1" size="2xl">
          {copy.heading}
        </Heading>
        <RouterLink href="/admin">← {copy.back}</RouterLink>
        <Notice tone={notice?.tone ?? 'success'}>{notice?.text ?? null}</Notice>
      </Stack>
      {staff === null ? (
        <Notice tone="error">{copy.failed}</Notice>
      ) : (
        <Panel title={copy.listLabel} gap={3}>
          <Stack as="ul" gap={3} aria-label={copy.listLabel}>
            {staff.map((member) => (
              <Stack
                as="li"
                key={member.id}
                direction="row"
                align="center"
                justify="between"
                gap={2}
              >
                <span>
                  <EmailAddress>{member.email}</EmailAddress>
                  {member.id === userId ? ` ${copy.you}` : null}{' '}
                  <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>
                    {member.role === 'owner' ? copy.owner : copy.member}
                  </Badge>
                </span>
                {isOwner && member.id !== userId ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => setRemoving(member)}
                  >
                    {copy.remove}
                  </Button>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Panel>
      )}
      {isOwner ? (
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
          <SubmitButton loading={pending?.intent === 'invite'} loadingLabel={copy.inviting}>
            {copy.invite}
          </SubmitButton>
        </Panel>
      ) : staff !== null ? (
        <Notice tone="info">{copy.membersOnly}</Notice>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={copy.removeTitle}
        confirmLabel={copy.removeConfirm}
        onConfirm={() => {
          if (removing) submit('remove-staff', { userId: removing.id, email: removing.email });
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing ? copy.removeBody(removing.email) : null}
      </ConfirmDialog>
    </ToolPage>
  );
}
