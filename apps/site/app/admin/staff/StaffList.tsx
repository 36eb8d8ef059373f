import { adminPage } from '@agency/content';
import { Button, Stack } from '@agency/ui';
import { Badge, EmailAddress, Panel } from '@agency/ui/admin';
import type { StaffMember } from '../backend';

const copy = adminPage.staff;

/** Everyone on the staff list with their role; an owner gets a remove button beside everyone else. */
export function StaffList({
  staff,
  userId,
  isOwner,
  busy,
  onRemove,
}: {
  staff: readonly StaffMember[];
  userId: string;
  isOwner: boolean;
  busy: boolean;
  onRemove: (member: StaffMember) => void;
}) {
  return (
    <Panel title={copy.listLabel} gap={3}>
      <Stack as="ul" gap={3} aria-label={copy.listLabel}>
        {staff.map((member) => (
          <Stack as="li" key={member.id} direction="row" align="center" justify="between" gap={2}>
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
                onClick={() => onRemove(member)}
              >
                {copy.remove}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
}
