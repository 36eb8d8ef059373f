import { useState } from 'react';
import { adminPage } from '@agency/content';
import { Heading, Notice, Stack } from '@agency/ui';
import { ConfirmDialog, ToolPage } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { StaffMember } from './backend';
import type { PageNotice } from './inbox-data';
import { useIntents } from './intents';
import { InviteForm } from './staff/InviteForm';
import { StaffList } from './staff/StaffList';

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
  const isOwner = staff?.some((member) => member.id === userId && member.role === 'owner') ?? false;
  const busy = pending?.state === 'submitting';

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
        <StaffList
          staff={staff}
          userId={userId}
          isOwner={isOwner}
          busy={busy}
          onRemove={setRemoving}
        />
      )}
      {isOwner ? (
        <InviteForm
          inviting={pending?.intent === 'invite'}
          onInvite={(email) => submit('invite', { email })}
        />
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
